import { useId, useMemo, useReducer, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { AdminTest } from '@exam/shared-contracts/exams';
import { isKeyed } from '@exam/shared-contracts/rules';
import { Card, CardHeader, Muted } from '../../../components/ui';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { useJumpToQuestion } from '../hooks/use-jump-to-question';
import { mayLeave } from '../../../lib/leave-guard';
import { publishQuestion } from '../lib/publish-question';
import { usePublishTestMutation, useUnpublishTestMutation, useUpdateTestMutation } from '../api/tests-api';
import { buildEditBody, isDirty } from '../lib/edit-payload';
import { editorReducer, initialEditor, type EditorState } from '../lib/editor-reducer';
import { draftOf } from '../lib/test-draft';
import { EditorHeader, type HeaderBusy } from './editor-header';
import { KeyPanel } from './key-panel';
import { PageColumn } from './page-column';
import { ChapterProposals } from './chapter-proposals';
import { PaperChecks } from './paper-checks';
import type { SplitChoice } from './question-actions';
import { QuestionPanel } from './question-panel';
import { RegionToolbar, type RegionView } from './region-toolbar';
import { SectionsTable } from './sections-table';
import { SolutionsUpload } from './solutions-upload';
import { Stack } from './stack';

const Workspace = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  gap: 20px;
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The question panel: as tall as the pages' box on a wide screen, scrolling on its own. */
const Aside = styled.div`
  @media (min-width: 961px) {
    max-height: calc(100vh - 40px);
    overflow-y: auto;
  }
`;

/** The text of the unsaved-changes warning. */
export const UNSAVED_MESSAGE = 'This test has unsaved changes. Leave without saving them?';

/** The split a question starts with: its selected region (else its first), cut at the middle. */
function defaultSplit(state: EditorState): SplitChoice {
  const q = state.draft.questions.find((x) => x.key === state.selected);
  const index = state.region?.kind === 'regions' && q?.regions[state.region.index] ? state.region.index : 0;
  const r = q?.regions[index];
  return { index, yText: r ? String(Math.round(r.y + r.height / 2)) : '', picking: false };
}

/**
 * The editor of one test (docs/domains/exams.md "Online tests"): header (title, duration, languages, Save
 * with the whole edit, Publish/Unpublish), sections and marks, the pages with every question's regions to
 * move, resize, draw, split and merge, the selected question's fields, and the answer key. A test made from a
 * paper starts with what to check (`PaperChecks`: the count check, the OCR notice, the questions the
 * reading was not sure of, each a jump to its region). `test` is the saved
 * test as last fetched (status, page sizes and attempt count are read from it); the edit lives here until
 * saved. `reload` fetches the test again (after an answer key is accepted, the edit restarts from it).
 */
export function TestEditor({
  test,
  reload,
  onBack,
  onAttempts,
}: {
  test: AdminTest;
  reload: () => Promise<AdminTest>;
  onBack: () => void;
  onAttempts: () => void;
}): ReactElement {
  const [state, dispatch] = useReducer(editorReducer, test, (t) => initialEditor(draftOf(t)));
  const dirty = useMemo(() => isDirty(state.base, state.draft), [state.base, state.draft]);
  const built = useMemo(() => buildEditBody(state.draft), [state.draft]);
  useLeaveGuard(dirty, UNSAVED_MESSAGE);
  const [update] = useUpdateTestMutation();
  const [publish] = usePublishTestMutation();
  const [unpublish] = useUnpublishTestMutation();
  const [busy, setBusy] = useState<HeaderBusy>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [view, setView] = useState<RegionView>({
    kind: 'regions',
    source: 'paper',
    addTo: 'selected',
    touchDraw: false,
  });
  const [splitState, setSplitState] = useState<(SplitChoice & { key: string }) | null>(null);
  const helpId = useId();
  const jumpTo = useJumpToQuestion(dispatch, () =>
    setView((v) => (v.kind === 'regions' ? v : { ...v, kind: 'regions' })),
  );

  const selected = state.draft.questions.find((q) => q.key === state.selected) ?? null;
  // A split chosen for another question (or a region it no longer has) starts again from the default.
  const chosen =
    splitState && splitState.key === selected?.key && selected.regions[splitState.index] ? splitState : null;
  const split = chosen ?? defaultSplit(state);
  const setSplit = (next: SplitChoice) => selected && setSplitState({ ...next, key: selected.key });
  const splitY = Number(split.yText);

  const solutionsSizes = test.solutionsPageSizes ?? [];
  const source =
    view.kind === 'solutionRegions' && view.source === 'solutions' && solutionsSizes.length
      ? 'solutions'
      : 'paper';

  const save = async () => {
    if (!built.ok) {
      setShowProblems(true);
      return;
    }
    setBusy('save');
    setServerError(null);
    try {
      const saved = await update({ id: test.id, body: built.body }).unwrap();
      dispatch({ type: 'reset', draft: draftOf(saved) });
      setShowProblems(false);
      notify.success('Test saved');
    } catch (error) {
      const message = errorMessage(error, 'Failed to save the test');
      setServerError(`Not saved: ${message}`);
      notify.error(message);
    } finally {
      setBusy(null);
    }
  };

  const discard = () => {
    if (!window.confirm('Discard every unsaved change to this test?')) return;
    dispatch({ type: 'reset', draft: state.base });
    setServerError(null);
    setShowProblems(false);
  };

  const setPublished = async (next: boolean) => {
    const facts = {
      title: test.title,
      durationSeconds: test.durationSeconds,
      questionCount: test.questions.length,
      keyedCount: test.questions.filter(isKeyed).length,
    };
    if (next && !window.confirm(publishQuestion(facts))) return;
    setBusy(next ? 'publish' : 'unpublish');
    setServerError(null);
    try {
      await (next ? publish(test.id) : unpublish(test.id)).unwrap();
      notify.success(next ? 'Test published: students can take it now' : 'Test unpublished');
    } catch (error) {
      const message = errorMessage(
        error,
        next ? 'Failed to publish the test' : 'Failed to unpublish the test',
      );
      // The API names what is missing (questions without a region or a key): it stays on screen.
      setServerError(`${next ? 'Not published' : 'Not unpublished'}: ${message}`);
      notify.error(message);
    } finally {
      setBusy(null);
    }
  };

  const leaveTo = (go: () => void) => () => {
    // The guard asks only while there are unsaved edits.
    if (mayLeave()) go();
  };

  return (
    <Stack>
      <EditorHeader
        test={test}
        draft={state.draft}
        dispatch={dispatch}
        dirty={dirty}
        busy={busy}
        problems={showProblems && !built.ok ? built.problems : []}
        serverError={serverError}
        onBack={leaveTo(onBack)}
        onSave={() => void save()}
        onDiscard={discard}
        onPublish={(next) => void setPublished(next)}
        onAttempts={leaveTo(onAttempts)}
      />
      {state.notice && (
        <Muted role="status" data-testid="editor-notice" style={{ fontSize: '0.95rem' }}>
          {state.notice}
        </Muted>
      )}
      <PaperChecks
        preset={test.preset}
        questions={state.draft.questions}
        fromImages={test.detection?.fromImages ?? false}
        selected={state.selected}
        onJump={jumpTo}
      />
      <ChapterProposals
        questions={state.draft.questions}
        onConfirm={() => dispatch({ type: 'confirmChapters' })}
      />
      <SectionsTable
        sections={state.draft.sections}
        questions={state.draft.questions}
        preset={test.preset}
        dispatch={dispatch}
      />
      <Workspace>
        <Card aria-labelledby="pages-title">
          <CardHeader>
            <h2 id="pages-title">Pages and regions</h2>
            <Muted>
              {state.draft.questions.length} questions ·{' '}
              {state.draft.questions.reduce((n, q) => n + q.regions.length, 0)} regions
            </Muted>
          </CardHeader>
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
            <RegionToolbar
              view={view}
              onChange={setView}
              hasSolutionsPdf={solutionsSizes.length > 0}
              selectedNumber={selected?.number ?? null}
              helpId={helpId}
            />
            {view.kind === 'solutionRegions' && (
              <SolutionsUpload
                testId={test.id}
                pages={test.solutionsPageSizes ? test.solutionsPageSizes.length : null}
              />
            )}
            <PageColumn
              testId={test.id}
              source={source}
              sizes={source === 'solutions' ? solutionsSizes : test.pageSizes}
              kind={view.kind}
              state={state}
              dispatch={dispatch}
              touchDraw={view.touchDraw}
              addTo={view.addTo}
              split={
                view.kind === 'regions' && chosen && Number.isFinite(splitY)
                  ? { index: split.index, y: splitY }
                  : null
              }
              onPickY={
                split.picking && view.kind === 'regions'
                  ? (y) => setSplit({ ...split, yText: String(Math.round(y * 10) / 10), picking: false })
                  : null
              }
              helpId={helpId}
            />
          </div>
        </Card>
        <Aside>
          <QuestionPanel
            state={state}
            dispatch={dispatch}
            paperSizes={test.pageSizes}
            solutionSource={source}
            solutionSizes={source === 'solutions' ? solutionsSizes : test.pageSizes}
            bilingual={state.draft.languages.includes('hi')}
            split={split}
            onSplitChange={setSplit}
          />
        </Aside>
      </Workspace>
      <KeyPanel
        testId={test.id}
        blocked={dirty}
        onApplied={async () => {
          dispatch({ type: 'reset', draft: draftOf(await reload()) });
        }}
      />
    </Stack>
  );
}
