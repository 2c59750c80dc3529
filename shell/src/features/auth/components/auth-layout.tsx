import styled from 'styled-components';

/** Centres an auth form card on the page (login, register, admin login, callback: SPEC 2). */
export const AuthPage = styled.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: clamp(1.5rem, 5vw, 4rem) 1rem;
`;

/** The card that holds one auth form. */
export const AuthCard = styled.section`
  width: 100%;
  max-width: 28rem;
  padding: clamp(1.25rem, 4vw, 2.25rem);
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.6rem;
  }
  > p {
    margin: 0 0 1.5rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A vertical form with even spacing. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** A label above its control. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A text input styled for both themes. */
export const Input = styled.input`
  width: 100%;
  padding: 0.7rem 0.85rem;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
`;

/** The main action of a form. */
export const PrimaryButton = styled.button`
  padding: 0.8rem 1rem;
  border: none;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 700;
  cursor: pointer;
  transition:
    filter 0.15s ease,
    transform 0.15s ease;
  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.65;
    cursor: progress;
  }
`;

/** A secondary action (Google sign-in, Back to Home). */
export const SecondaryButton = styled.button`
  padding: 0.75rem 1rem;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

/** A row with items on both ends (Remember me / Forgot password). */
export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  font-size: 0.95rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    cursor: pointer;
  }
`;

/** "or" between the form and the Google button. */
export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.85rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${(p) => p.theme.colors.border};
  }
`;

/** Small print under the form ("No account? Sign up"). */
export const FootNote = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Inline error text read out by screen readers. */
export const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;
