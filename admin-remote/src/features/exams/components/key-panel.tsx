import { useId, useState, type ReactElement } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import { Field } from '@exam/shared-ui/field';
import { Button, Card, CardHeader, Muted, Row, TextArea } from '../../../components/ui';
import { usePutKeyMutation } from '../api/tests-api';
import {
  KEY_COLUMNS,
  KEY_EXAMPLES,
  KEY_SAMPLE,
  keyRefusalOf,
  MAX_KEY_FILE_BYTES,
  type KeyRefusal,
} from '../lib/answer-key';
import { KeyRefusalView } from './key-refusal';

/** Words in code style, separated by commas. */
const codes = (words: readonly string[]) =>
  words.map((w, i) => (
    <span key={w}>
      {i > 0 && ', '}
      <code>{w}</code>
    </span>
  ));

/**
 * "Answer key": paste a CSV or choose a .csv file, sent as `text/csv` to `PUT …/key`. The expected header
 * and example answers are shown. A refusal shows its summary and every line error and changes nothing;
 * an accepted key calls `onApplied` (the editor reloads the test). The key is read against the saved test,
 * so it waits while the editor holds unsaved changes (`blocked`).
 */
export function KeyPanel({
  testId,
  blocked,
  onApplied,
}: {
  testId: string;
  blocked: boolean;
  onApplied: () => Promise<void>;
}): ReactElement {
  const [csv, setCsv] = useState('');
  const [refusal, setRefusal] = useState<KeyRefusal | null>(null);
  const [putKey, { isLoading }] = usePutKeyMutation();
  const fileId = useId();
  const helpId = useId();

  const send = async (text: string) => {
    if (!text.trim()) {
      setRefusal({ error: 'The answer key is empty', lines: [] });
      return;
    }
    try {
      const { questions } = await putKey({ id: testId, csv: text }).unwrap();
      setRefusal(null);
      await onApplied();
      const keyed = questions.filter((q) => q.answer !== null).length;
      notify.success(`Answer key saved: ${keyed} of ${questions.length} questions have an answer`);
    } catch (error) {
      const refused = keyRefusalOf(error);
      if (refused) setRefusal(refused);
      else notify.error(errorMessage(error, 'Failed to save the answer key'));
    }
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_KEY_FILE_BYTES) {
      setRefusal({ error: `The file is larger than ${MAX_KEY_FILE_BYTES / 1024} KB`, lines: [] });
      return;
    }
    const text = await file.text();
    setCsv(text);
    await send(text);
  };

  return (
    <Card aria-labelledby="key-title">
      <CardHeader>
        <h2 id="key-title">Answer key</h2>
      </CardHeader>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
        <Muted id={helpId}>
          Header row: <code>{KEY_COLUMNS.required.join(',')}</code> required; {codes(KEY_COLUMNS.optional)}{' '}
          optional, in any order. Answers look like {codes(KEY_EXAMPLES)}. Type is{' '}
          {codes(['single', 'multiple', 'numerical', 'integer'])} (a whole number).
        </Muted>
        <Field label="Answer key CSV">
          <TextArea
            value={csv}
            rows={6}
            placeholder={KEY_SAMPLE}
            spellCheck={false}
            aria-describedby={helpId}
            onChange={(e) => setCsv(e.target.value)}
            style={{ fontFamily: 'ui-monospace, monospace' }}
          />
        </Field>
        {blocked && (
          <Muted role="status" id={`${helpId}-blocked`}>
            Save or discard your edits first: the key is checked against the saved test.
          </Muted>
        )}
        <Row>
          <Button
            type="button"
            $variant="primary"
            disabled={isLoading || blocked}
            aria-describedby={blocked ? `${helpId}-blocked` : undefined}
            onClick={() => void send(csv)}
          >
            {isLoading ? 'Uploading key...' : 'Upload key'}
          </Button>
          <label htmlFor={fileId} style={{ fontSize: '0.9rem' }}>
            Or choose a .csv file:
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            style={{ maxWidth: '100%' }}
            disabled={isLoading || blocked}
            onChange={(e) => {
              void pickFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Row>
        {refusal && <KeyRefusalView refusal={refusal} />}
      </div>
    </Card>
  );
}
