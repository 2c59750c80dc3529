import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { inertOutside } from './inert';

const Backdrop = styled.div<{ $top: boolean }>`
  position: fixed;
  inset: 0;
  /* Under notistack's toasts (1400 is theirs; keep toasts readable over the dialog). */
  z-index: 1300;
  background: rgba(2, 6, 23, 0.6);
  display: flex;
  align-items: ${({ $top }) => ($top ? 'flex-start' : 'center')};
  justify-content: center;
  padding: ${({ $top }) => ($top ? '48px 16px' : '12px')};
  overflow-y: auto;
`;

const Panel = styled.div<{ $width: number; $top: boolean }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  ${({ $top }) => ($top ? '' : 'max-height: calc(100vh - 24px); overflow: auto;')}
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ $top }) => ($top ? '24px' : '20px')};
  h2 {
    margin: 0 0 ${({ $top }) => ($top ? '16px' : '12px')};
    font-size: 1.2rem;
  }
  &:focus {
    outline: none;
  }
`;

/**
 * The whole window (`placement="full"`: the reader, an enlarged question): no frame, its own scroll, over
 * the page at `$z`; the page's colours, or light on near-black for an image's stage (`$dark`).
 */
const Sheet = styled.div<{ $z: number; $dark: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $z }) => $z};
  overflow: auto;
  background: ${({ theme, $dark }) => ($dark ? '#111827' : theme.colors.bg)};
  color: ${({ theme, $dark }) => ($dark ? '#f9fafb' : theme.colors.text)};
  &:focus {
    outline: none;
  }
`;

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const FORM_CONTROL = 'input:not([disabled]), select, textarea';

/** Keeps Tab and Shift+Tab inside `el`, wrapping at its ends. */
function trapTab(el: HTMLElement, e: KeyboardEvent): void {
  const items = Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog (role=dialog, aria-modal, the admin forms (docs/domains/operations.md "Admin screens"),
 * the exam's submit and palette, the reader and an enlarged question).
 * - Labelled by `title` (rendered as its h2), or, when the content draws its own heading, by `titleId`, or
 *   by `label` (aria-label: a dialog with no heading of its own, the reader).
 * - Focus moves in at the first frame after opening (the first form control, else the first focusable,
 *   else the panel; with `focus="dialog"` the panel itself, for content that arrives later), Tab stays
 *   inside, Escape calls `onClose` (unless the content already handled that Escape: its handler called
 *   preventDefault, as the reader's own keys do), and focus goes back to what opened it at the first frame
 *   after it closes.
 * - `placement`: `top` (the admin's forms, a backdrop click closes), `center` (the exam's, which only its
 *   buttons close) or `full` (the whole window, no frame: the reader, an enlarged question; `zIndex`, 1300
 *   unless given, and `tone="dark"` for an image's stage). `inertPage` makes the page behind inert (the exam
 *   screen, the reader). `width` in px, 560 unless given.
 */
export function Dialog({
  title,
  titleId,
  label,
  onClose,
  children,
  width = 560,
  placement = 'top',
  inertPage = false,
  focus = 'content',
  zIndex = 1300,
  tone = 'page',
}: {
  title?: string;
  titleId?: string;
  label?: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  placement?: 'top' | 'center' | 'full';
  inertPage?: boolean;
  focus?: 'content' | 'dialog';
  zIndex?: number;
  tone?: 'page' | 'dark';
}): ReactElement {
  const ownId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const full = placement === 'full';
  const focusSelf = focus === 'dialog';

  useEffect(() => {
    const el = panel.current;
    if (!el) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let restore: () => void = () => undefined;
    // The page behind goes inert and focus moves in at the next frame, not in this effect: both need the
    // dialog's style and layout, which the effect would force inside the tap that opened it (a long task
    // on a phone, the exam's palette), while the frame lays the dialog out anyway.
    const frame = requestAnimationFrame(() => {
      // A sheet has no backdrop: what is outside it is its own siblings and theirs.
      if (inertPage) restore = inertOutside(full ? el : (el.parentElement ?? el));
      const first = focusSelf
        ? null
        : (el.querySelector<HTMLElement>(FORM_CONTROL) ?? el.querySelector<HTMLElement>(FOCUSABLE));
      (first ?? el).focus({ preventScroll: full });
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (e.defaultPrevented) return;
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab') trapTab(el, e);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
      restore();
      // Back to the opener at the next frame too (the same forced layout), unless something else took
      // focus meanwhile (the closing action moved it on purpose).
      if (opener)
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (opener.isConnected && (!active || active === document.body))
            opener.focus({ preventScroll: full });
        });
    };
  }, [inertPage, full, focusSelf]);

  const labels = {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-label': label,
    'aria-labelledby': title ? ownId : titleId,
    tabIndex: -1,
  } as const;
  if (full)
    return (
      <Sheet ref={panel} $z={zIndex} $dark={tone === 'dark'} {...labels}>
        {title && <h2 id={ownId}>{title}</h2>}
        {children}
      </Sheet>
    );
  const top = placement === 'top';
  return (
    <Backdrop $top={top} onMouseDown={(e) => top && e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} $width={width} $top={top} {...labels}>
        {title && <h2 id={ownId}>{title}</h2>}
        {children}
      </Panel>
    </Backdrop>
  );
}
