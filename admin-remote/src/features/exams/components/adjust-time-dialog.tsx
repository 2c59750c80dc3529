import { useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { AdminAttempt } from '@exam/shared-contracts/exams';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { Button, ErrorText, Input, Muted, Row } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useAdjustAttemptTimeMutation } from '../api/tests-api';

/** The most one adjustment may give or take, in seconds (the API's bound: a day). */
const MAX_SECONDS = 24 * 3600;

/**
 * "Adjust time" of an open attempt (`POST /api/admin/attempts/:id/time`): seconds to give (positive) or
 * take away (negative), typed or from the quick buttons; shows the deadline now and after.
 */
export function AdjustTimeDialog({
  attempt,
  testId,
  onClose,
}: {
  attempt: AdminAttempt;
  testId: string;
  onClose: () => void;
}): ReactElement {
  const [text, setText] = useState('300');
  const [error, setError] = useState<string | null>(null);
  const [adjust, { isLoading }] = useAdjustAttemptTimeMutation();
  const seconds = /^[-+]?\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = Number.isInteger(seconds) && seconds !== 0 && Math.abs(seconds) <= MAX_SECONDS;
  const after = valid ? new Date(Date.parse(attempt.deadline) + seconds * 1000).toISOString() : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) {
      setError(`Give a whole number of seconds, not 0, between −${MAX_SECONDS} and ${MAX_SECONDS}`);
      return;
    }
    try {
      await adjust({ attemptId: attempt.attemptId, testId, seconds }).unwrap();
      notify.success(
        seconds > 0
          ? `${seconds} s given to ${attempt.user.name}`
          : `${-seconds} s taken from ${attempt.user.name}`,
      );
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Failed to adjust the time'));
    }
  };

  return (
    <Dialog title={`Adjust time: ${attempt.user.name}`} onClose={onClose} width={440}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}
      >
        <Field label="Seconds (negative takes time away)" required>
          <Input inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Row>
          {[300, 600, -300].map((s) => (
            <Button key={s} type="button" $size="small" onClick={() => setText(String(s))}>
              {s > 0 ? '+' : '−'}
              {Math.abs(s) / 60} min
            </Button>
          ))}
        </Row>
        <Muted>
          Deadline now {formatDateTime(attempt.deadline)}
          {after ? `; after: ${formatDateTime(after)}` : ''}
        </Muted>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Adjust time'}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
