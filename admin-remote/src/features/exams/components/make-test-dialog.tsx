import { useCallback, useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage } from '@exam/web-platform/client';
import type { TestJob } from '@exam/shared-contracts/exams';
import type { TestPreset } from '@exam/shared-contracts/rules';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { StateBlock } from '@exam/shared-ui/state-block';
import { Button, ErrorText, Input, Muted, Row, Select } from '../../../components/ui';
import { useStartTestJobMutation, useTestSeriesBooksQuery } from '../api/tests-api';
import { PRESET_OPTIONS } from '../lib/preset-fill';
import { JobProgressView } from './job-progress-view';

/**
 * "Make a test": choose a test-series book with a PDF (from the admin's book list) and a preset (JEE Main,
 * NEET, JEE Advanced, Custom), optionally a title (else the paper's own, else the book's), then start the job (`POST
 * /api/admin/tests/jobs`) and follow it (`JobProgressView`: the stage in words and a progress bar) until
 * `onMade` gets the new draft's id and the number of questions found. A refusal to start, or a failed job,
 * comes back to the form with its error and "Try again". The dialog can be closed while the job runs: the
 * server goes on, and the test appears in the list when it is made.
 */
export function MakeTestDialog({
  onMade,
  onClose,
}: {
  onMade: (testId: string, questionsFound: number) => void;
  onClose: () => void;
}): ReactElement {
  const books = useTestSeriesBooksQuery();
  const [start, { isLoading: starting }] = useStartTestJobMutation();
  const [bookId, setBookId] = useState('');
  const [preset, setPreset] = useState<TestPreset>('jee-main');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const chosen = bookId || books.data?.[0]?._id || '';
  const busy = starting || jobId !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) {
      setError('Choose a test-series book');
      return;
    }
    setError(null);
    try {
      const job = await start({
        bookId: chosen,
        preset,
        ...(title.trim() ? { title: title.trim() } : {}),
      }).unwrap();
      setJobId(job.id);
    } catch (err) {
      setError(errorMessage(err, 'Failed to make the test'));
    }
  };

  const ended = useCallback(
    (job: TestJob) => {
      if (job.stage === 'done' && job.testId) {
        onMade(job.testId, job.questionsFound ?? 0);
        return;
      }
      setJobId(null);
      setError(job.error ?? 'Failed to make the test');
    },
    [onMade],
  );

  return (
    <Dialog title="Make a test" onClose={onClose}>
      <StateBlock
        query={books}
        texts={{
          loading: 'Loading test-series books...',
          error: 'Failed to load the books',
          empty: 'No test-series book with a PDF yet: add one on the Books tab (section Test Series).',
        }}
      >
        {(list) => (
          <form
            onSubmit={(e) => void submit(e)}
            noValidate
            style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}
          >
            <Field label="Test-series book" required>
              <Select value={chosen} onChange={(e) => setBookId(e.target.value)} disabled={busy}>
                {list.map((b) => (
                  <option key={b._id} value={b._id}>
                    {b.title} ({b.category})
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Preset" required>
              <Select
                value={preset}
                onChange={(e) => setPreset(e.target.value as TestPreset)}
                disabled={busy}
              >
                {PRESET_OPTIONS.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Title (optional)">
              <Input
                value={title}
                maxLength={200}
                placeholder="The paper's own title, else the book's"
                onChange={(e) => setTitle(e.target.value)}
                disabled={busy}
              />
            </Field>
            <Muted>
              The questions are found on the paper&apos;s pages and placed in the preset&apos;s sections; you
              can correct every region, section and mark afterwards.
            </Muted>
            {jobId !== null && <JobProgressView jobId={jobId} onEnd={ended} />}
            {starting && (
              <Muted role="status" aria-live="polite">
                Starting…
              </Muted>
            )}
            {error && <ErrorText role="alert">{error}</ErrorText>}
            <Row style={{ justifyContent: 'flex-end' }}>
              <Button type="button" onClick={onClose}>
                {jobId !== null || error ? 'Close' : 'Cancel'}
              </Button>
              <Button type="submit" $variant="primary" disabled={busy}>
                {busy ? 'Making the test…' : error ? 'Try again' : 'Make the test'}
              </Button>
            </Row>
            {jobId !== null && (
              <Muted>Closing leaves the test being made: it appears in the list when it is ready.</Muted>
            )}
          </form>
        )}
      </StateBlock>
    </Dialog>
  );
}
