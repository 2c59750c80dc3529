/**
 * `Card`: the one raised box of every app (docs/architecture.md "The pieces", UI kit): a `<section>` (or
 * `as="article"`…) on the theme's surface colour, border, corner radius and shadow.
 * - `$pad`, the room inside: `small` (18 px, 14 × 12 px under 400 px: the online tests), `medium` (20 px:
 *   the admin's, the default), `large` (1.5 rem: the store's feature cards), `fluid` (1.1 to 1.6 rem with the
 *   window: the store's payment page), `none` (the app sets it).
 * - `$flat`: no shadow (the online tests' cards sit flat on the page).
 * What is inside (its headings, spacing to its neighbours) is the app's: `styled(Card)` under a name of its
 * own (`local/ui-kit-only` refuses a new name ending in Card or Panel).
 */
import styled from 'styled-components';

export type CardPad = 'none' | 'small' | 'medium' | 'large' | 'fluid';

const PADS: Record<CardPad, string> = {
  none: '',
  small: 'padding:18px;@media (max-width:399px){padding:14px 12px;}',
  medium: 'padding:20px;',
  large: 'padding:1.5rem;',
  fluid: 'padding:clamp(1.1rem,3vw,1.6rem);',
};

export const Card = styled.section<{ $pad?: CardPad; $flat?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme, $flat }) => ($flat ? 'none' : theme.shadow)};
  ${({ $pad }) => PADS[$pad ?? 'medium']}
`;
