import { useReducer } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminTest } from '@exam/shared-contracts/exams';
import { OCR_NOTICE } from '@exam/shared-contracts/rules';
import { PageColumn } from '../components/page-column';
import { PaperChecks } from '../components/paper-checks';
import { useJumpToQuestion } from '../hooks/use-jump-to-question';
import { editorReducer, initialEditor, type EditorState } from '../lib/editor-reducer';
import { buildEditBody } from '../lib/edit-payload';
import { draftOf } from '../lib/test-draft';
import { sampleQuestion, sampleTest } from './sample-test';
import { renderWithProviders } from '@exam/shared-ui/testing';

jest.mock('../hooks/use-page-image', () => ({
  ...jest.requireActual('../hooks/use-page-image'),
  usePageImage: () => ({ url: null, failed: false, retry: () => undefined }),
}));

const GAP = 'its label 3 was not found; it was proposed from a gap in the numbering';
const NO_OPTIONS = 'no options were found';

/**
 * A test made from a paper: question 1 sure, 2 the least sure (no options), 3 proposed from a gap (no
 * label), 4 sure, 5 drawn by hand (no confidence); `changes` on top.
 */
const paperTest = (changes: Partial<AdminTest> = {}) =>
  sampleTest({
    questions: [
      sampleQuestion(1, { label: 'Q.1', confidence: 1, reasons: [] }),
      sampleQuestion(2, {
        label: 'Q.2',
        confidence: 0.4,
        reasons: [NO_OPTIONS, 'its region is taller than a page'],
      }),
      sampleQuestion(3, { label: null, confidence: 0.7, reasons: [GAP] }),
      sampleQuestion(4, { label: 'Q.4', confidence: 1, reasons: [] }),
      sampleQuestion(5),
    ],
    ...changes,
  });

let latest: EditorState;

/** The checks above the pages, with the editor's real reducer and jump, as the editor lays them out. */
function Harness({ test }: { test: AdminTest }) {
  const [state, dispatch] = useReducer(editorReducer, test, (t) => initialEditor(draftOf(t)));
  latest = state;
  const jump = useJumpToQuestion(dispatch, () => undefined);
  return (
    <>
      <PaperChecks
        preset={test.preset}
        questions={state.draft.questions}
        fromImages={test.detection?.fromImages ?? false}
        selected={state.selected}
        onJump={jump}
      />
      <PageColumn
        testId={test.id}
        source="paper"
        sizes={test.pageSizes}
        kind="regions"
        state={state}
        dispatch={dispatch}
        touchDraw={false}
        addTo="selected"
        split={null}
        onPickY={null}
        helpId="help"
      />
    </>
  );
}

const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
beforeEach(() => {
  scrolled.length = 0;
});

const regionBox = (n: number) =>
  document.querySelector<HTMLElement>(
    `[data-testid="region-box"][data-kind="regions"][data-question="${n}"][data-index="0"]`,
  );

describe('what to check first in a test made from a paper', () => {
  it('lists the questions the reading was not sure of, least sure first, each with its reasons', () => {
    renderWithProviders(<Harness test={paperTest()} />);
    const list = screen.getByTestId('low-confidence');
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('button')).toHaveTextContent('Go to Question 2 · Q.2');
    expect(rows[0]).toHaveTextContent('40 % sure');
    expect(
      within(rows[0]).getByRole('list', { name: 'Why Question 2 · Q.2 needs a check' }),
    ).toHaveTextContent(`${NO_OPTIONS}its region is taller than a page`);
    // Proposed from a gap: no printed label to show.
    expect(within(rows[1]).getByRole('button')).toHaveTextContent(/^Go to Question 3$/);
    expect(rows[1]).toHaveTextContent(GAP);
    expect(
      screen.getByText('2 questions the reading was not sure of, least sure first:'),
    ).toBeInTheDocument();
  });

  it('jumps to a question: selects it and brings its first region into view, focused', () => {
    renderWithProviders(<Harness test={paperTest()} />);
    expect(latest.selected).toBe(latest.draft.questions[0].key);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Question 3' }));
    const q3 = latest.draft.questions[2];
    expect(latest.selected).toBe(q3.key);
    expect(latest.region).toEqual({ kind: 'regions', index: 0 });
    expect(scrolled).toEqual([regionBox(3)]);
    expect(document.activeElement).toBe(regionBox(3));
    expect(screen.getByRole('button', { name: 'Go to Question 3' }).closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
    // A second jump to the same question scrolls again (the admin may have scrolled away).
    fireEvent.click(screen.getByRole('button', { name: 'Go to Question 3' }));
    expect(scrolled).toHaveLength(2);
  });

  it('says the count check and the OCR notice, and nothing at all for a paper that needs no check', () => {
    const { unmount } = renderWithProviders(
      <Harness test={paperTest({ detection: { fromImages: true, pages: 3 } })} />,
    );
    expect(screen.getByTestId('count-check')).toHaveTextContent(
      '5 questions were found; a JEE Main paper has 75 or 90',
    );
    expect(screen.getByTestId('ocr-notice')).toHaveTextContent(OCR_NOTICE);
    unmount();
    renderWithProviders(<Harness test={sampleTest({ preset: 'custom' })} />);
    expect(screen.queryByTestId('paper-checks')).not.toBeInTheDocument();
  });

  it('keeps the printed label, confidence and reasons through a save', () => {
    const built = buildEditBody(draftOf(paperTest()));
    if (!built.ok) throw new Error(built.problems.join('; '));
    expect(built.body.questions[1]).toMatchObject({
      label: 'Q.2',
      confidence: 0.4,
      reasons: [NO_OPTIONS, 'its region is taller than a page'],
    });
    expect(built.body.questions[2].label).toBeNull();
    expect(built.body.questions[4]).not.toHaveProperty('confidence');
  });
});
