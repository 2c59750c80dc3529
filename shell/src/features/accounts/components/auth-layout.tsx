import styled from 'styled-components';
import { Card } from '@exam/shared-ui/card';

// The form, a label above its control, the text input and the main action: the UI kit's, as the admin
// sign-in's.
export {
  FieldBox as Field,
  FormStack as Form,
  SubmitButton as PrimaryButton,
  TextInput as Input,
} from '@exam/shared-ui/form';

/** Centres an auth form card on the page (login, register, admin login, callback:
 * docs/domains/accounts.md "Sign-in screens"). */
export const AuthPage = styled.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: clamp(1.5rem, 5vw, 4rem) 1rem;
`;

/** The box that holds one auth form: the kit's Card, its room growing with the window. */
export const AuthBox = styled(Card).attrs({ $pad: 'none' } as const)`
  width: 100%;
  max-width: 28rem;
  padding: clamp(1.25rem, 4vw, 2.25rem);
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.6rem;
  }
  > p {
    margin: 0 0 1.5rem;
    color: ${(p) => p.theme.colors.textMuted};
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
