import { useMemo, useRef, type Dispatch, type KeyboardEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import type { PageSize, Region } from '@exam/shared-contracts/exams';
import { requestWidth, type PageSource } from '../hooks/use-page-image';
import { useElementWidth } from '../hooks/use-element-width';
import type { EditorAction, EditorState } from '../lib/editor-reducer';
import { nudgeRect, type Rect } from '../lib/region-geometry';
import type { RegionKind } from '../lib/test-draft';
import { PageView } from './page-view';
import type { PageRegion } from './region-box';

/**
 * On a wide screen the pages scroll in their own box beside the question panel, so both stay in view
 * (the shell's header covers the top of the window, so a sticky panel would slide under it).
 */
const Column = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
  /* Room for the boxes' labels, which sit in the page's left margin. */
  padding-left: 28px;
  @media (min-width: 961px) {
    max-height: calc(100vh - 140px);
    overflow-y: auto;
    padding-right: 8px;
  }
`;

/** Where a region is on its page as the editor draws it: the solution regions of the chosen PDF only. */
const onSource = (region: Region, source: PageSource) => (region.source ?? 'paper') === source;

/** The split line being chosen: a height on the page of the selected question's region. */
export interface SplitPreview {
  index: number;
  y: number;
}

/**
 * The pages of the paper (or of the solutions PDF) one under the other at the column's width, with the
 * regions of `kind` drawn over them: every question's, the selected question's in bold, the selected
 * region with handles. Drags, drawing and the keys of a focused box (arrows move by 1 pt, Shift by 10;
 * with Alt the right or bottom edge moves instead; Delete removes it) go to the editor's reducer. A drawn
 * box is added to the selected question, or with `addTo` 'new' (or nothing selected) starts a new
 * question in paper order.
 */
export function PageColumn({
  testId,
  source,
  sizes,
  kind,
  state,
  dispatch,
  touchDraw,
  addTo,
  split,
  onPickY,
  helpId,
}: {
  testId: string;
  source: PageSource;
  sizes: PageSize[];
  kind: RegionKind;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  touchDraw: boolean;
  addTo: 'selected' | 'new';
  split: SplitPreview | null;
  onPickY: ((y: number) => void) | null;
  helpId: string;
}): ReactElement {
  const column = useRef<HTMLDivElement>(null);
  const cssWidth = useElementWidth(column);
  const width = cssWidth > 0 ? requestWidth(cssWidth, window.devicePixelRatio || 1) : 0;
  const { questions } = state.draft;

  const byPage = useMemo(() => {
    const pages = new Map<number, PageRegion[]>();
    for (const q of questions) {
      const list = q[kind];
      list.forEach((region, index) => {
        if (kind === 'solutionRegions' && !onSource(region, source)) return;
        const inSelected = q.key === state.selected;
        const item: PageRegion = {
          id: `${q.key}:${kind}:${index}`,
          questionKey: q.key,
          kind,
          index,
          number: q.number,
          type: q.type,
          region,
          of: list.length,
          inSelected,
          active: inSelected && state.region?.kind === kind && state.region.index === index,
        };
        pages.set(region.page, [...(pages.get(region.page) ?? []), item]);
      });
    }
    return pages;
  }, [questions, kind, source, state.selected, state.region]);

  const selected = questions.find((q) => q.key === state.selected) ?? null;
  const splitRegion = split && selected ? selected.regions[split.index] : undefined;

  const select = (item: PageRegion) =>
    dispatch({ type: 'select', key: item.questionKey, region: { kind: item.kind, index: item.index } });

  const commit = (item: PageRegion | null, page: number, rect: Rect) => {
    const region: Region = {
      ...(item ? item.region : {}),
      page,
      ...rect,
      ...(kind === 'solutionRegions' && source === 'solutions' ? { source: 'solutions' as const } : {}),
    };
    if (item) {
      dispatch({ type: 'setRegion', key: item.questionKey, kind: item.kind, index: item.index, region });
      return;
    }
    const target = kind === 'regions' && (addTo === 'new' || !state.selected) ? null : state.selected;
    dispatch({ type: 'addRegion', key: target, kind, region });
  };

  const onBoxKey = (item: PageRegion, e: KeyboardEvent) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      dispatch({ type: 'deleteRegion', key: item.questionKey, kind: item.kind, index: item.index });
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(item);
      return;
    }
    const size = sizes[item.region.page - 1];
    const next = size && nudgeRect(item.region, e.key, { shift: e.shiftKey, resize: e.altKey }, size);
    if (!next) return;
    e.preventDefault();
    if (!item.active) select(item);
    dispatch({
      type: 'setRegion',
      key: item.questionKey,
      kind: item.kind,
      index: item.index,
      region: { ...item.region, ...next },
    });
  };

  // Its own scrolling box on a wide screen: focusable, so the keyboard can scroll it even with no box in it.
  return (
    <Column
      ref={column}
      data-testid="page-column"
      data-scroll-root=""
      tabIndex={0}
      role="region"
      aria-label={source === 'solutions' ? 'Pages of the solutions PDF' : 'Pages of the paper'}
    >
      {sizes.map((size, i) => {
        const page = i + 1;
        return (
          <PageView
            key={`${source}-${page}`}
            testId={testId}
            source={source}
            pageNumber={page}
            pageCount={sizes.length}
            size={size}
            widthPx={width}
            regions={byPage.get(page) ?? []}
            touchDraw={touchDraw}
            describedBy={helpId}
            splitAt={
              split && splitRegion?.page === page
                ? { y: split.y, x: splitRegion.x, width: splitRegion.width }
                : null
            }
            onPickY={onPickY}
            onSelect={select}
            onCommit={commit}
            onBoxKey={onBoxKey}
          />
        );
      })}
    </Column>
  );
}
