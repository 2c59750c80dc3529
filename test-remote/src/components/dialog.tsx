import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { inertOutside } from '../lib/inert';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: rgba(2, 6, 23, 0.6);
`;

const Box = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$wide ? 760 : 480)}px;
  max-height: calc(100vh - 24px);
  overflow: auto;
  box-sizing: border-box;
  padding: 20px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadow};
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
  &:focus {
    outline: none;
  }
`;

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (role=dialog, aria-modal): the page behind is inert, focus moves in and stays in (Tab
 * wraps), Escape calls `onClose`, and focus goes back to what opened it when it closes. `titleId` names
 * the element that labels it.
 */
export function Dialog({
  titleId,
  onClose,
  wide = false,
  children,
}: {
  titleId: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = inertOutside(el.parentElement ?? el);
    (el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
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
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      restore();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Backdrop>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $wide={wide}>
        {children}
      </Box>
    </Backdrop>
  );
}
