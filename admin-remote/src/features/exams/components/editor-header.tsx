import type { Dispatch, ReactElement } from 'react';
import styled from 'styled-components';
import type { AdminTest } from '@exam/shared-contracts/exams';
import { Field } from '@exam/shared-ui/field';
import { Badge, Button, Card, ErrorText, Input, Muted, Row } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import type { EditorAction } from '../lib/editor-reducer';
import { presetLabel } from '../lib/preset-fill';
import type { TestDraft } from '../lib/test-draft';

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(120px, 1fr) minmax(0, 1.4fr);
  gap: 14px;
  align-items: end;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.9rem;
`;

/** What the header's buttons are doing now. */
export type HeaderBusy = 'save' | 'publish' | 'unpublish' | null;

/**
 * The editor's header: back to the list, the title, duration in minutes and languages (English always,
 * हिंदी optional) as edited; the saved test's status, preset, attempts and key revision; Save (the whole
 * edit), Discard, Publish or Unpublish (of the saved test, so only without unsaved edits), and the test's
 * attempts. `problems` are the edit's own problems, shown once Save was pressed with them (Save sends
 * nothing then), `serverError` the server's last refusal of a save or a publish ("Not saved: …").
 */
export function EditorHeader({
  test,
  draft,
  dispatch,
  dirty,
  busy,
  problems,
  serverError,
  onBack,
  onSave,
  onDiscard,
  onPublish,
  onAttempts,
}: {
  test: AdminTest;
  draft: TestDraft;
  dispatch: Dispatch<EditorAction>;
  dirty: boolean;
  busy: HeaderBusy;
  problems: string[];
  serverError: string | null;
  onBack: () => void;
  onSave: () => void;
  onDiscard: () => void;
  onPublish: (publish: boolean) => void;
  onAttempts: () => void;
}): ReactElement {
  const published = test.status === 'published';
  const hindi = draft.languages.includes('hi');
  return (
    <Card aria-labelledby="editor-title">
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <Row style={{ justifyContent: 'space-between' }}>
          <Button type="button" $size="small" $variant="ghost" onClick={onBack}>
            ← All tests
          </Button>
          <Row>
            <Badge $tone={published ? 'success' : 'neutral'} data-testid="test-status">
              {published ? 'Published' : 'Draft'}
            </Badge>
            <Muted>
              {presetLabel(test.preset)} · {test.attemptCount} attempt{test.attemptCount === 1 ? '' : 's'}
            </Muted>
          </Row>
        </Row>
        <h2 id="editor-title" style={{ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
          Edit test: {test.title}
        </h2>
        {test.keyRevisedAt && <Muted>Key revised on {formatDateTime(test.keyRevisedAt)}</Muted>}
        <Top>
          <Field label="Title">
            <Input
              value={draft.title}
              onChange={(e) => dispatch({ type: 'header', patch: { title: e.target.value } })}
            />
          </Field>
          <Field label="Duration (minutes)">
            <Input
              inputMode="numeric"
              value={draft.durationMinutes}
              onChange={(e) => dispatch({ type: 'header', patch: { durationMinutes: e.target.value } })}
            />
          </Field>
          <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: 14, flexWrap: 'wrap' }}>
            <legend style={{ fontSize: '0.85rem', fontWeight: 600, padding: 0, marginBottom: 6 }}>
              Languages
            </legend>
            <Check>
              <input type="checkbox" checked disabled />
              English
            </Check>
            <Check>
              <input
                type="checkbox"
                checked={hindi}
                onChange={(e) =>
                  dispatch({ type: 'header', patch: { languages: e.target.checked ? ['en', 'hi'] : ['en'] } })
                }
              />
              <span lang="hi">हिंदी</span>
            </Check>
          </fieldset>
        </Top>
        <Row>
          <Button type="button" $variant="primary" onClick={onSave} disabled={busy !== null || !dirty}>
            {busy === 'save' ? 'Saving...' : dirty ? 'Save changes' : 'Saved'}
          </Button>
          <Button type="button" onClick={onDiscard} disabled={busy !== null || !dirty}>
            Discard changes
          </Button>
          <Button
            type="button"
            $variant={published ? 'danger' : 'success'}
            onClick={() => onPublish(!published)}
            disabled={busy !== null || dirty}
            title={dirty ? 'Save your changes first' : undefined}
          >
            {busy === 'publish'
              ? 'Publishing...'
              : busy === 'unpublish'
                ? 'Unpublishing...'
                : published
                  ? 'Unpublish'
                  : 'Publish'}
          </Button>
          <Button type="button" onClick={onAttempts}>
            Attempts &amp; statistics
          </Button>
          {dirty && <Muted role="status">Unsaved changes</Muted>}
        </Row>
        {problems.length > 0 && (
          <div role="alert">
            <ErrorText>
              Fix {problems.length === 1 ? 'this' : `these ${problems.length} problems`} to save:
            </ErrorText>
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {problems.slice(0, 8).map((p) => (
                <li key={p}>
                  <ErrorText as="span">{p}</ErrorText>
                </li>
              ))}
            </ul>
          </div>
        )}
        {serverError && (
          <ErrorText role="alert" data-testid="server-error">
            {serverError}
          </ErrorText>
        )}
      </div>
    </Card>
  );
}
