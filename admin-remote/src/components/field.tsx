import { cloneElement, useId, type ReactElement } from 'react';
import styled from 'styled-components';

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

/**
 * A labelled form control. The label points at the control with `for`/`id` rather than wrapping it, so the
 * accessible name is exactly `label` (a wrapped select would add its selected option to the name). Required
 * controls get `required` (announced by screen readers); forms use noValidate and show their own message.
 */
export function Field({
  label,
  required,
  children,
}: {
  label: string;
  required?: boolean;
  children: ReactElement<{ id?: string; required?: boolean }>;
}): ReactElement {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, required })}
    </Box>
  );
}
