import type { KeyboardEvent, PointerEvent, ReactElement } from 'react';
import styled from 'styled-components';
import type { Region } from '@exam/shared-contracts/exams';
import type { QuestionType } from '@exam/shared-contracts/rules';
import { HANDLES, type DragMode, type Handle, type PageBox, type Rect } from '../lib/region-geometry';
import { REGION_COLOURS, REGION_LABEL_TEXT } from '../lib/region-colours';
import type { RegionKind } from '../lib/test-draft';

/** One region drawn on a page: whose it is, where, and how it is shown. */
export interface PageRegion {
  /** Unique on the page: question key, kind and index. */
  id: string;
  questionKey: string;
  kind: RegionKind;
  index: number;
  number: number;
  type: QuestionType;
  region: Region;
  /** Regions of its question (for "region 2 of 3"). */
  of: number;
  /** Its question is the selected one. */
  inSelected: boolean;
  /** It is the selected region (handles shown). */
  active: boolean;
}

const pct = (n: number, of: number) => `${(100 * n) / of}%`;

const Box = styled.div<{ $colour: string; $strong: boolean }>`
  position: absolute;
  box-sizing: border-box;
  border: ${({ $strong }) => ($strong ? 3 : 2)}px solid ${({ $colour }) => $colour};
  background: ${({ $strong, $colour }) => ($strong ? `${$colour}1f` : 'transparent')};
  cursor: move;
  /* The browser must not take a drag on a box for a scroll or a zoom. */
  touch-action: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/* Outside the box, in the page's left margin, so it never hides the question's own label or text. */
const Tag = styled.span<{ $colour: string }>`
  position: absolute;
  right: calc(100% + 1px);
  top: -2px;
  padding: 1px 4px;
  background: ${({ $colour }) => $colour};
  color: ${REGION_LABEL_TEXT};
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 1.3;
  border-radius: 4px 0 0 4px;
  pointer-events: none;
  white-space: nowrap;
`;

const HANDLE_POS: Record<Handle, { left: string; top: string; cursor: string }> = {
  nw: { left: '0%', top: '0%', cursor: 'nwse-resize' },
  ne: { left: '100%', top: '0%', cursor: 'nesw-resize' },
  sw: { left: '0%', top: '100%', cursor: 'nesw-resize' },
  se: { left: '100%', top: '100%', cursor: 'nwse-resize' },
  n: { left: '50%', top: '0%', cursor: 'ns-resize' },
  s: { left: '50%', top: '100%', cursor: 'ns-resize' },
  e: { left: '100%', top: '50%', cursor: 'ew-resize' },
  w: { left: '0%', top: '50%', cursor: 'ew-resize' },
};

/** A resize handle: 12 px for a mouse, a 24 px target for a finger (pointer: coarse). */
const Grip = styled.span<{ $colour: string }>`
  position: absolute;
  width: 12px;
  height: 12px;
  transform: translate(-50%, -50%);
  background: #ffffff;
  border: 2px solid ${({ $colour }) => $colour};
  box-sizing: border-box;
  border-radius: 2px;
  touch-action: none;
  @media (pointer: coarse) {
    width: 24px;
    height: 24px;
    border-radius: 50%;
  }
`;

/**
 * A question's (or solution's) region drawn over its page as a labelled box ("Q3", "S3" for a solution,
 * with "hi" for a Hindi block), coloured by question type; the selected question's boxes are bold, the
 * selected region shows eight resize handles. Focusable: `onKeyDown` gets arrows (nudge), Delete…;
 * `onGrab(e, mode)` starts a drag (move, or a handle's resize). `rect` overrides the region while dragged.
 */
export function RegionBox({
  item,
  page,
  rect,
  describedBy,
  onGrab,
  onKeyDown,
  onFocus,
}: {
  item: PageRegion;
  page: PageBox;
  rect: Rect;
  describedBy: string;
  onGrab: (e: PointerEvent, mode: DragMode) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onFocus: () => void;
}): ReactElement {
  const colour = item.kind === 'solutionRegions' ? REGION_COLOURS.solution : REGION_COLOURS[item.type];
  const prefix = item.kind === 'solutionRegions' ? 'S' : 'Q';
  const lang = item.region.lang === 'hi' ? ' hi' : '';
  const what = item.kind === 'solutionRegions' ? 'solution of question' : 'question';
  // The visible label starts the accessible name (WCAG 2.5.3: the name contains what is seen).
  const tag = `${prefix}${item.number}${item.of > 1 ? `.${item.index + 1}` : ''}${lang}`;
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-pressed={item.active}
      aria-label={`${tag}: ${what} ${item.number}, region ${item.index + 1} of ${item.of}, page ${item.region.page}${item.region.lang === 'hi' ? ', Hindi' : ''}`}
      aria-describedby={describedBy}
      data-testid="region-box"
      data-question={item.number}
      data-kind={item.kind}
      data-index={item.index}
      $colour={colour}
      $strong={item.inSelected}
      style={{
        left: pct(rect.x, page.w),
        top: pct(rect.y, page.h),
        width: pct(rect.width, page.w),
        height: pct(rect.height, page.h),
        zIndex: item.active ? 3 : item.inSelected ? 2 : 1,
      }}
      onPointerDown={(e) => {
        // The drag's preventDefault also stops the press from focusing the box: focus it for the keys.
        e.currentTarget.focus({ preventScroll: true });
        onGrab(e, 'move');
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <Tag $colour={colour} aria-hidden="true">
        {tag}
      </Tag>
      {item.active &&
        HANDLES.map((h) => (
          <Grip
            key={h}
            aria-hidden="true"
            data-handle={h}
            $colour={colour}
            style={{ left: HANDLE_POS[h].left, top: HANDLE_POS[h].top, cursor: HANDLE_POS[h].cursor }}
            onPointerDown={(e) => {
              e.stopPropagation();
              e.currentTarget.parentElement?.focus({ preventScroll: true });
              onGrab(e, h);
            }}
          />
        ))}
    </Box>
  );
}
