/**
 * `Button`: the one action button of every app (docs/architecture.md "The pieces", UI kit), a `<button>`,
 * or a link with `as={Link}` / `as="a"` (then `aria-disabled="true"` draws it disabled).
 * - `$variant`, its colours: `primary` (the main action: Buy Now, Start, Save), `secondary` (View Details,
 *   Back, Retry), `ghost` (muted text only), `success` / `danger` (outlined in their colour), `pending` (the
 *   store's disabled Payment Pending, docs/domains/purchases.md "Payment states"), `hero` / `hero-outline`
 *   (light on a coloured hero), `outline` (the text colour on the page, framed), `quiet-danger` (Logout:
 *   framed, the frame turns to the danger colour on hover), `icon` (the header's framed icons on the
 *   surface colour), `toolbar` (the reader's, framed only while `$active`). `secondary` unless given.
 * - `$size`, its box (padding, type, corners, disabled look and focus ring), one per family of screens:
 *   `small` / `medium` (the admin's tables and forms), `large` (the store's cards and pages), `touch` (the
 *   online tests: at least 44 px tall, docs/screens.md "Buttons"), `hero` (a pill on a hero), `form` (the sign-in pages' second action), `submit` (their main action, `SubmitButton`), `pill` (the
 *   header's Logout), `notice` (a pill in the shell's notice of a part that failed to load: Retry, Close), `icon` (the header's 40 px icons), `bar` (the header's Search, 40 px tall),
 *   `toolbar` (the reader's 36 px toolbar). `medium` unless given.
 * Disabled (`disabled` or `aria-disabled="true"`) dims it and shows the not-allowed cursor.
 */
import styled, { type DefaultTheme } from 'styled-components';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'ghost'
  | 'success'
  | 'danger'
  | 'pending'
  | 'hero'
  | 'hero-outline'
  | 'outline'
  | 'quiet-danger'
  | 'icon'
  | 'toolbar';

export type ButtonSize =
  | 'small'
  | 'medium'
  | 'large'
  | 'touch'
  | 'hero'
  | 'form'
  | 'submit'
  | 'pill'
  | 'notice'
  | 'icon'
  | 'bar'
  | 'toolbar';

type Colours = DefaultTheme['colors'];
const IDLE = ':not(:disabled):not([aria-disabled="true"])';

/** Background, text, border and hover of each variant. */
const VARIANTS: Record<ButtonVariant, (c: Colours, active: boolean) => string> = {
  // primaryFill keeps white text at WCAG AA; the theme object is the shell's, an older shell may lack it.
  // The frame stays transparent (the fill shows through it), so an app's own fill (the exam's green Save)
  // has no frame of another colour.
  primary: (c) =>
    `background:${c.primaryFill ?? c.primary};color:${c.primaryText} !important;&:hover${IDLE}{filter:brightness(1.1);}`,
  secondary: (c) =>
    `background:${c.surfaceAlt};color:${c.text} !important;border-color:${c.border};&:hover${IDLE}{border-color:${c.primary};}`,
  ghost: (c) => `background:transparent;color:${c.textMuted};border-color:transparent;`,
  success: (c) => `background:transparent;color:${c.success};border-color:${c.success};`,
  danger: (c) => `background:transparent;color:${c.danger};border-color:${c.danger};`,
  pending: (c) => `background:transparent;color:${c.warning};border-color:${c.warning};`,
  hero: () => `background:#fff;color:#312e81 !important;&:hover{filter:brightness(0.95);}`,
  'hero-outline': () =>
    `background:rgba(255,255,255,0.08);color:#fff !important;border-color:rgba(255,255,255,0.75);&:hover{background:rgba(255,255,255,0.18);}`,
  outline: (c) =>
    `background:transparent;color:${c.text} !important;border-color:${c.border};&:hover{border-color:${c.primary};}`,
  'quiet-danger': (c) =>
    `background:transparent;color:${c.text};border-color:${c.border};&:hover{border-color:${c.danger};}`,
  icon: (c) =>
    `background:${c.surface};color:${c.text};border-color:${c.border};&:hover{border-color:${c.primary};}`,
  toolbar: (c, active) =>
    `background:${active ? c.surfaceAlt : 'transparent'};color:${c.text};border-color:${active ? c.primary : 'transparent'};&:hover${IDLE}{background:${c.surfaceAlt};}`,
};

/** The admin's buttons stay on one line and brighten on hover, whatever their colour. */
const ADMIN = `white-space:nowrap;&:hover${IDLE}{filter:brightness(1.1);}`;

/** The box of each size: padding and type, corners, what disabled looks like, the focus ring. */
const SIZES: Record<ButtonSize, (c: Colours) => string> = {
  small: (c) =>
    `${ADMIN}padding:6px 12px;font-size:0.85rem;font-weight:600;border-radius:8px;--dim:0.55;&:focus-visible{outline:2px solid ${c.primary};outline-offset:2px;}`,
  medium: (c) =>
    `${ADMIN}padding:10px 16px;font-size:0.95rem;font-weight:600;border-radius:8px;--dim:0.55;&:focus-visible{outline:2px solid ${c.primary};outline-offset:2px;}`,
  large: () =>
    `padding:0.7rem 1.25rem;font-size:0.95rem;font-weight:700;border-radius:10px;--dim:0.7;transition:filter .15s ease,transform .15s ease,border-color .15s ease;&:active${IDLE}{transform:translateY(1px);}`,
  touch: (c) =>
    `min-height:44px;padding:0.55rem 1.1rem;font-size:0.95rem;font-weight:700;border-radius:8px;--dim:0.6;&:focus-visible{outline:3px solid ${c.primaryInk};outline-offset:2px;}`,
  hero: () =>
    `padding:0.85rem 1.6rem;font-size:1rem;font-weight:700;border-radius:999px;--dim:0.7;transition:filter .15s ease,transform .15s ease,border-color .15s ease;&:active${IDLE}{transform:translateY(1px);}`,
  form: () => `padding:0.75rem 1rem;gap:0.5rem;font-weight:600;border-radius:10px;--dim:0.7;`,
  // 0.8 rem and 1 rem of room around the text, its 1-px frame included; the progress cursor while busy.
  submit: () =>
    `padding:calc(0.8rem - 1px) calc(1rem - 1px);font-weight:700;border-radius:10px;--dim:0.65;transition:filter .15s ease,transform .15s ease;&:active${IDLE}{transform:translateY(1px);}&[aria-busy='true']:disabled{cursor:progress;}`,
  pill: () => `padding:0.5rem 1rem;font-weight:700;border-radius:999px;white-space:nowrap;--dim:0.7;`,
  notice: () => `padding:0.6rem 1.4rem;font-weight:600;border-radius:999px;--dim:0.7;`,
  icon: () =>
    `min-width:2.5rem;height:2.5rem;padding:0 0.6rem;font-size:1.1rem;border-radius:10px;--dim:0.7;`,
  bar: () => `height:2.5rem;padding:0 0.9rem;font-weight:700;border-radius:10px;--dim:0.7;`,
  toolbar: (c) =>
    `min-width:36px;height:36px;padding:0 8px;gap:4px;font-size:0.8rem;font-weight:600;border-radius:8px;--dim:0.4;&:focus-visible{outline:2px solid ${c.primary};outline-offset:1px;}`,
};

export const Button = styled.button<{ $variant?: ButtonVariant; $size?: ButtonSize; $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  border: 1px solid transparent;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $size }) => SIZES[$size ?? 'medium'](theme.colors)}
  ${({ theme, $variant, $active }) => VARIANTS[$variant ?? 'secondary'](theme.colors, $active === true)}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: var(--dim);
    cursor: not-allowed;
  }
`;
