import { useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { AdminQuestion } from '@exam/shared-contracts/exams';
import {
  canonicalAnswer,
  displayAnswer,
  questionDecimals,
  type DropMode,
} from '@exam/shared-contracts/rules';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { Button, ErrorText, Input, Muted, Row } from '../../../components/ui';
import { useDropQuestionMutation, usePutKeyMutation } from '../api/tests-api';
import { keyRefusalOf, oneLineKey } from '../lib/answer-key';
import { KeyRefusalView } from './key-refusal';

/** What a key correction does: a new key, a drop (marks to all, or to those who answered), or undo a drop. */
type Correction = 'key' | DropMode | 'undo';

const CHOICES: ReadonlyArray<{ value: Correction; label: string }> = [
  { value: 'key', label: 'Change the key' },
  { value: 'all', label: 'Drop it: full marks to everyone' },
  { value: 'attempted', label: 'Drop it: full marks to those who answered it' },
  { value: 'undo', label: 'Undo the drop' },
];

/**
 * Key correction of one question from the statistics: change its key (sent as a one-line key CSV, checked
 * as typed with `canonicalAnswer`), drop it (all / only those who attempted) or undo a drop. It says that
 * every submitted attempt will be re-scored and re-ranked and asks for that confirmation first.
 */
export function KeyCorrectionDialog({
  testId,
  question,
  submitted,
  onClose,
}: {
  testId: string;
  question: AdminQuestion;
  submitted: number;
  onClose: () => void;
}): ReactElement {
  const [choice, setChoice] = useState<Correction>('key');
  const [text, setText] = useState(
    question.answer === null ? '' : displayAnswer(question.type, question.answer, question.optionLabels),
  );
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [putKey, keyState] = usePutKeyMutation();
  const [drop, dropState] = useDropQuestionMutation();
  const busy = keyState.isLoading || dropState.isLoading;
  const integerOnly = question.type === 'numerical' && question.integerOnly;
  const checked = canonicalAnswer(question.type, text, integerOnly, questionDecimals(question));
  const choices = CHOICES.filter((c) =>
    c.value === 'undo' ? question.dropped !== null : c.value !== question.dropped,
  );
  const refusal = keyRefusalOf(keyState.error);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (choice === 'key' && (!checked.ok || checked.answer === null)) {
      setError(checked.ok ? 'Type the new key' : checked.error);
      return;
    }
    if (!confirmed) {
      setError('Tick the confirmation first');
      return;
    }
    try {
      if (choice === 'key' && checked.ok && checked.answer !== null)
        await putKey({ id: testId, csv: oneLineKey(question.number, checked.answer) }).unwrap();
      else
        await drop({
          id: testId,
          number: question.number,
          mode: choice === 'undo' ? null : (choice as DropMode),
        }).unwrap();
      notify.success(
        `Question ${question.number} corrected: ${submitted} attempt${submitted === 1 ? '' : 's'} re-scored`,
      );
      onClose();
    } catch (err) {
      if (!keyRefusalOf(err)) setError(errorMessage(err, 'Failed to correct the key'));
    }
  };

  return (
    <Dialog title={`Correct question ${question.number}`} onClose={onClose} width={520}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}
      >
        <Muted>
          Key now:{' '}
          {question.dropped
            ? 'dropped'
            : displayAnswer(question.type, question.answer, question.optionLabels)}
        </Muted>
        <fieldset
          style={{
            border: 0,
            padding: 0,
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 8,
          }}
        >
          <legend style={{ fontWeight: 600, marginBottom: 6 }}>Correction</legend>
          {choices.map((c) => (
            <label key={c.value} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <input
                type="radio"
                name="correction"
                value={c.value}
                checked={choice === c.value}
                onChange={() => setChoice(c.value)}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        {choice === 'key' && (
          <>
            <Field label="New key">
              <Input
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={!checked.ok}
                autoComplete="off"
              />
            </Field>
            <Muted>
              {checked.ok
                ? checked.answer === null
                  ? 'Type the new key'
                  : `Saved as: ${displayAnswer(question.type, checked.answer, question.optionLabels)}`
                : checked.error}
            </Muted>
          </>
        )}
        <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          <span>
            Every submitted attempt ({submitted}) will be re-scored and re-ranked, and students will see that
            the key was revised.
          </span>
        </label>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        {refusal && <KeyRefusalView refusal={refusal} />}
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button type="button" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={busy}>
            {busy ? 'Re-scoring...' : 'Correct and re-score'}
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
