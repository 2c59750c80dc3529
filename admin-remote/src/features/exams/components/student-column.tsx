import type { AdminAttempt } from '@exam/shared-contracts/exams';
import type { Column } from '@exam/shared-ui/table';
import { Muted } from '../../../components/ui';

/** The attempt tables' Student column: the candidate's name over their e-mail ("No email" when none). */
export const STUDENT_COLUMN: Column<AdminAttempt> = {
  header: 'Student',
  cell: (a) => (
    <>
      <div style={{ fontWeight: 600 }}>{a.user.name}</div>
      <Muted>{a.user.email ?? 'No email'}</Muted>
    </>
  ),
};
