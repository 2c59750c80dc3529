import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { ErrorText, Muted, SecondaryButton } from './ui';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
  span[aria-hidden] {
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    border: 3px solid ${(p) => p.theme.colors.border};
    border-top-color: ${(p) => p.theme.colors.primary};
    animation: ${spin} 0.8s linear infinite;
  }
`;

/** A loading state with its label (role=status, aria-busy so the shell's scroll restore waits for it). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite" aria-busy="true">
      <span aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}

/** An error with the server's message (role=alert), a Retry button that asks again, and `children` (a way out). */
export function ErrorState({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <Wrap>
      <ErrorText role="alert">{message}</ErrorText>
      <SecondaryButton type="button" onClick={onRetry}>
        Retry
      </SecondaryButton>
      {children}
    </Wrap>
  );
}

/** An empty state: what is missing and, in `children`, where to go instead. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Wrap>
      <strong>{title}</strong>
      {children && <Muted as="div">{children}</Muted>}
    </Wrap>
  );
}
