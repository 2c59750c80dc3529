import styled from 'styled-components';
import { Muted } from '../../../components/ui';

/** A trace's facts: labels in a column of their own, values beside them. */
export const TraceFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dd {
    margin: 0;
  }
`;

/** A leak code, in the monospace it is typed in. */
export const CodeFact = styled.dd`
  font-family: ui-monospace, monospace;
`;

/** The student a trace names: name in bold, e-mail (or "no e-mail"), and the account id. */
export function TracedStudent({ user }: { user: { id: string; name: string; email: string | null } }) {
  return (
    <>
      <strong>{user.name}</strong> {user.email ?? 'no e-mail'} <Muted as="span">(user {user.id})</Muted>
    </>
  );
}
