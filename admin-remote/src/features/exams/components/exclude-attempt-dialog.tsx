import { useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import { EXCLUDE_REASON_LENGTH } from '@exam/shared-contracts/constants';
import type { AdminAttempt } from '@exam/shared-contracts/exams';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { Button, ErrorText, Muted, Row, TextArea } from '../../../components/ui';
import { useExcludeAttemptMutation } from '../api/tests-api';

/**
 * "Exclude from ranks" of a submitted first attempt (`POST /api/admin/tests/:id/attempts/:attemptId/exclude`):
 * asks the reason kept in the audit log (3–500 characters once trimmed, as the server checks), prefilled
 * with the attempt's flags. The student keeps their score and sees the attempt as unranked.
 */
export function ExcludeAttemptDialog({
  attempt,
  testId,
  onClose,
}: {
  attempt: AdminAttempt;
  testId: string;
  onClose: () => void;
}): ReactElement {
  const [reason, setReason] = useState(attempt.flags.map((f) => f.reason).join('; '));
  const [error, setError] = useState<string | null>(null);
  const [exclude, { isLoading }] = useExcludeAttemptMutation();
  const { min, max } = EXCLUDE_REASON_LENGTH;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (text.length < min || text.length > max) {
      setError(`Give a reason of ${min} to ${max} characters`);
      return;
    }
    try {
      await exclude({ testId, attemptId: attempt.attemptId, reason: text }).unwrap();
      notify.success(`${attempt.user.name}'s attempt excluded from the ranks`);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Failed to exclude the attempt'));
    }
  };

  return (
    <Dialog title={`Exclude from ranks: ${attempt.user.name}`} onClose={onClose} width={480}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}
      >
        <Muted>
          Ranks and percentiles are worked out again at once without this attempt. The student keeps the score
          and sees the attempt as unranked. Put it back at any time.
        </Muted>
        <Field label="Reason (kept in the audit log)" required>
          <TextArea
            value={reason}
            maxLength={max}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. one of 20 all-wrong attempts from new accounts within minutes"
          />
        </Field>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Exclude'}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
