import { useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage } from '@exam/shared-contracts/client';
import type { AdminTest } from '@exam/shared-contracts/http';
import type { TestPreset } from '@exam/shared-contracts/rules';
import { Dialog } from '@exam/shared-ui/dialog';
import { Field } from '@exam/shared-ui/field';
import { StateBlock } from '@exam/shared-ui/state-block';
import { Button, ErrorText, Input, Muted, Row, Select } from '../../../components/ui';
import { useCreateTestMutation, useTestSeriesBooksQuery } from '../api/tests-api';
import { PRESET_OPTIONS } from '../lib/preset-fill';

/**
 * "Make a test": choose a test-series book with a PDF (from the admin's book list) and a preset (JEE Main,
 * NEET, JEE Advanced, Custom), optionally a title (else the book's), then `POST /api/admin/tests`. Reading
 * the paper renders its pages on the server, so the dialog says so while it waits; the API's refusal
 * (no question labels found, not a test series…) stays in the dialog. `onMade` gets the new draft.
 */
export function MakeTestDialog({
  onMade,
  onClose,
}: {
  onMade: (test: AdminTest) => void;
  onClose: () => void;
}): ReactElement {
  const books = useTestSeriesBooksQuery();
  const [create, { isLoading }] = useCreateTestMutation();
  const [bookId, setBookId] = useState('');
  const [preset, setPreset] = useState<TestPreset>('jee-main');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = bookId || books.data?.[0]?._id || '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) {
      setError('Choose a test-series book');
      return;
    }
    setError(null);
    try {
      const test = await create({
        bookId: chosen,
        preset,
        ...(title.trim() ? { title: title.trim() } : {}),
      }).unwrap();
      onMade(test);
    } catch (err) {
      setError(errorMessage(err, 'Failed to make the test'));
    }
  };

  return (
    <Dialog title="Make a test" onClose={() => !isLoading && onClose()}>
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
              <Select value={chosen} onChange={(e) => setBookId(e.target.value)} disabled={isLoading}>
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
                disabled={isLoading}
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
                placeholder={list.find((b) => b._id === chosen)?.title ?? ''}
                onChange={(e) => setTitle(e.target.value)}
                disabled={isLoading}
              />
            </Field>
            <Muted>
              The questions are found on the paper&apos;s pages and placed in the preset&apos;s sections; you
              can correct every region, section and mark afterwards.
            </Muted>
            {isLoading && (
              <Row role="status" aria-live="polite">
                <progress aria-label="Reading the paper" />
                <Muted>Reading the paper… finding the questions on each page.</Muted>
              </Row>
            )}
            {error && <ErrorText role="alert">{error}</ErrorText>}
            <Row style={{ justifyContent: 'flex-end' }}>
              <Button type="button" onClick={onClose} disabled={isLoading}>
                Cancel
              </Button>
              <Button type="submit" $variant="primary" disabled={isLoading}>
                {isLoading ? 'Reading the paper…' : 'Make the test'}
              </Button>
            </Row>
          </form>
        )}
      </StateBlock>
    </Dialog>
  );
}
