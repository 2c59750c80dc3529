import { cloneElement, useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { ErrorText } from './primitives';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The props a {@link Field} sets on its control. */
type ControlProps = {
  id?: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A labelled form control (a text field with its label and error). The label points at the control with
 * `for`/`id` rather than wrapping it, so the accessible name is exactly `label` (a wrapped select would add
 * its selected option to the name). Required controls get `required` (announced by screen readers); forms
 * use noValidate and show their own message.
 * - `error`: shown under the control (role=alert); the control gets aria-invalid and is described by it.
 */
export function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string | null;
  children: ReactElement<ControlProps>;
}): ReactElement {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        required,
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Box>
  );
}
