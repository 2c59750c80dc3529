import type { ReactElement } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 3px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** A centred column in the muted colour: the spinner's box, and the state panels'. */
export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * A centred loading indicator with its text (docs/screens.md "Loading, empty and error states":
 * "While the session is checked a loading spinner shows", and every page's loading state).
 * - `label`: the text shown and announced, "Loading..." unless given.
 * role=status with aria-busy, so the shell's scroll restore waits for it; the ring is aria-hidden.
 */
export function Spinner({ label = 'Loading...' }: { label?: string }): ReactElement {
  return (
    <Centered role="status" aria-live="polite" aria-busy="true">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Centered>
  );
}
