import { useReducer } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { PageColumn } from '../components/page-column';
import { editorReducer, initialEditor, type EditorState } from '../lib/editor-reducer';
import { draftOf } from '../lib/test-draft';
import { sampleTest } from './sample-test';
import { renderWithProviders } from '@exam/shared-ui/testing';

jest.mock('../hooks/use-page-image', () => ({
  ...jest.requireActual('../hooks/use-page-image'),
  usePageImage: () => ({ url: null, failed: false, retry: () => undefined }),
}));

/** jsdom has no PointerEvent: a MouseEvent that carries the pointer's id and type. */
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

/** Every page is drawn 297.64 px wide (0.5 px per point of A4) at (10, 20), one under the other. */
const SCALE = 0.5;
const LEFT = 10;
const TOP = 20;
const PAGE_GAP = 1000;
const realRect = Element.prototype.getBoundingClientRect;

beforeAll(() => {
  (window as unknown as { PointerEvent: unknown }).PointerEvent = FakePointerEvent;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const page = Number((this as HTMLElement).dataset?.page ?? 0);
    if ((this as HTMLElement).dataset?.testid !== 'test-page') return realRect.call(this);
    const top = TOP + (page - 1) * PAGE_GAP;
    return {
      left: LEFT,
      top,
      x: LEFT,
      y: top,
      width: 595.28 * SCALE,
      height: 841.89 * SCALE,
      right: 0,
      bottom: 0,
      toJSON: () => ({}),
    };
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

let latest: EditorState;

/** The page column of the sample test with the editor's real reducer; `latest` is its state. */
function Harness({
  touchDraw = false,
  addTo = 'selected' as const,
}: {
  touchDraw?: boolean;
  addTo?: 'selected' | 'new';
}) {
  const [state, dispatch] = useReducer(editorReducer, sampleTest(), (t) => initialEditor(draftOf(t)));
  latest = state;
  return (
    <PageColumn
      testId="test-1"
      source="paper"
      sizes={sampleTest().pageSizes}
      kind="regions"
      state={state}
      dispatch={dispatch}
      touchDraw={touchDraw}
      addTo={addTo}
      split={null}
      onPickY={null}
      helpId="help"
    />
  );
}

/** Client coordinates of a point of page 2 given in points. */
const at = (x: number, y: number) => ({ clientX: LEFT + x * SCALE, clientY: TOP + PAGE_GAP + y * SCALE });
const box = (question: number) =>
  screen.getByRole('button', { name: new RegExp(`^Q${question}: question ${question}, region 1 of 1`) });
const page2 = () => document.querySelector<HTMLElement>('[data-testid="test-page"][data-page="2"]')!;
const region = (question: number) => latest.draft.questions[question - 1].regions[0];

/** A pointer drag on `el` from `from` by (dx, dy) CSS px, in steps, released at the end. */
function drag(
  el: Element,
  from: { clientX: number; clientY: number },
  dx: number,
  dy: number,
  pointerType = 'mouse',
) {
  const sheet = page2();
  const init = { pointerId: 7, pointerType, button: 0, bubbles: true };
  fireEvent.pointerDown(el, { ...init, ...from });
  for (const f of [0.25, 0.5, 1])
    fireEvent.pointerMove(sheet, { ...init, clientX: from.clientX + dx * f, clientY: from.clientY + dy * f });
  fireEvent.pointerUp(sheet, { ...init, clientX: from.clientX + dx, clientY: from.clientY + dy });
}

describe('dragging regions on a page', () => {
  it('draws every region of the page as a labelled box', () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByTestId('region-box')).toHaveLength(4);
    expect(box(2)).toHaveTextContent('Q2');
  });

  it('a mouse drag of N px moves the region by N / scale points', () => {
    renderWithProviders(<Harness />);
    const before = region(3); // page 2, x 50, y 300
    drag(box(3), at(100, 320), 20, 40);
    expect(region(3)).toEqual({ ...before, x: 90, y: 380 });
    // Further right than the page allows: the box stops at the edge (595.28 − 495.3).
    drag(box(3), at(100, 400), 30, 0);
    expect(region(3).x).toBe(99.98);
    // The dragged question is now the selected one, with handles on its region.
    expect(latest.selected).toBe(latest.draft.questions[2].key);
    expect(box(3)).toHaveAttribute('aria-pressed', 'true');
    expect(box(3).querySelectorAll('[data-handle]')).toHaveLength(8);
  });

  it('a handle resizes from its corner, and the page edge stops it', () => {
    renderWithProviders(<Harness />);
    drag(box(1), at(100, 120), 0, 0); // a press without travel: selects, changes nothing
    expect(region(1)).toEqual({ page: 2, x: 50, y: 100, width: 495.3, height: 80 });
    const se = box(1).querySelector('[data-handle="se"]')!;
    drag(se, at(545.3, 180), -20, 10);
    expect(region(1)).toEqual({ page: 2, x: 50, y: 100, width: 455.3, height: 100 });
    const e = box(1).querySelector('[data-handle="e"]')!;
    drag(e, at(505.3, 150), 400, 0);
    expect(region(1).width).toBe(545.28);
  });

  it('a finger moves a box too; on empty space it scrolls unless drawing by touch is on', () => {
    const { unmount } = renderWithProviders(<Harness />);
    drag(box(4), at(100, 420), 0, -25, 'touch');
    expect(region(4).y).toBe(350);
    drag(page2(), at(100, 700), 100, 60, 'touch');
    expect(latest.draft.questions).toHaveLength(4);
    unmount();
    renderWithProviders(<Harness touchDraw addTo="new" />);
    drag(page2(), at(100, 700), 100, 60, 'touch');
    expect(latest.draft.questions.map((q) => q.regions[0])).toHaveLength(5);
    expect(latest.draft.questions[4]).toMatchObject({
      number: 5,
      regions: [{ page: 2, x: 100, y: 700, width: 200, height: 120 }],
    });
  });

  it('the mouse draws a new region on empty space: added to the selected question', () => {
    renderWithProviders(<Harness />);
    act(() => box(2).focus());
    drag(page2(), at(60, 820), 200, -20);
    expect(latest.draft.questions[1].regions).toEqual([
      { page: 2, x: 50, y: 200, width: 495.3, height: 80 },
      { page: 2, x: 60, y: 780, width: 400, height: 40 },
    ]);
  });

  it('the keyboard: arrows nudge by 1 pt, Shift by 10, Alt resizes, Delete removes', () => {
    renderWithProviders(<Harness />);
    const q1 = box(1);
    act(() => q1.focus());
    fireEvent.keyDown(q1, { key: 'ArrowDown' });
    fireEvent.keyDown(q1, { key: 'ArrowRight', shiftKey: true });
    expect(region(1)).toMatchObject({ x: 60, y: 101, width: 495.3, height: 80 });
    fireEvent.keyDown(q1, { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(q1, { key: 'ArrowDown', altKey: true, shiftKey: true });
    expect(region(1)).toMatchObject({ x: 60, y: 101, width: 494.3, height: 90 });
    fireEvent.keyDown(box(1), { key: 'Delete' });
    expect(latest.draft.questions[0].regions).toEqual([]);
    expect(screen.getAllByTestId('region-box')).toHaveLength(3);
  });
});
