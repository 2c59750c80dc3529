import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  /* Under notistack's toasts (1400 is theirs; keep toasts readable over the dialog). */
  z-index: 1300;
  background: rgba(2, 6, 23, 0.6);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 48px 16px;
  overflow-y: auto;
`;

const Panel = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 24px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.2rem;
  }
`;

/**
 * A modal dialog (role=dialog, labelled by its title): Escape and a backdrop click close it, and focus moves
 * into it on open so keyboard users land in the form.
 */
export function Dialog({
  title,
  onClose,
  children,
  width = 560,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}): ReactElement {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} $width={width} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Backdrop>
  );
}
