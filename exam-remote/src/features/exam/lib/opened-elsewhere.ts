import { refusalCode } from '@exam/web-platform/client';
import { HttpStatusError } from '../../../lib/http';

/**
 * True for the 409 of an attempt that was opened on another of the candidate's devices
 * (docs/domains/reading.md "Per-user budgets": one device at a time per attempt), as opposed to the 409 of a
 * closed attempt: the screen then stops and offers to continue here, where a closed attempt goes to its
 * result.
 */
export function isOpenedElsewhere(error: unknown): boolean {
  return (
    error instanceof HttpStatusError && error.status === 409 && refusalCode(error) === 'test_opened_elsewhere'
  );
}
