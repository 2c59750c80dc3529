/**
 * The sign-in forms' styled parts (the shell's auth pages' look, shared with the admin sign-in): a form, a
 * field box and a text input. Their submit is the kit's `Button` (submit-button.tsx).
 */
import styled from 'styled-components';

/** A vertical form with even spacing. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** A label above its control, and a muted hint under it. */
export const FieldBox = styled.div`
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
export const TextInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 0.7rem 0.85rem;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
`;
