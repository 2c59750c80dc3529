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

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** A centred loading indicator with an accessible label (SPEC 2: "While the session is checked a loading spinner shows"). */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite" aria-busy="true">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
