import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
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

/** A loading indicator with a text label (SPEC 2: loading states). */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite" aria-busy="true">
      <span aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
