import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PaletteStatus } from '../lib/palette-status';

/**
 * NTA's palette colours. They are the exam's own signal colours, the same in both themes; white or
 * near-black text on each meets WCAG AA (4.5:1), and the grey square has a border so it stands out from a
 * white surface.
 */
export const PALETTE_COLORS = {
  notVisited: '#e5e7eb',
  notVisitedBorder: '#6b7280',
  notAnswered: '#c0392b',
  answered: '#15803d',
  marked: '#6d28d9',
  tick: '#4ade80',
} as const;

// Answered: a tab with its top corners cut; Not Answered: the same shape upside down (NTA's legend).
const ANSWERED_SHAPE = 'polygon(18% 0, 82% 0, 100% 28%, 100% 100%, 0 100%, 0 28%)';
const NOT_ANSWERED_SHAPE = 'polygon(0 0, 100% 0, 100% 72%, 82% 100%, 18% 100%, 0 72%)';

const Shape = styled.span<{ $status: PaletteStatus; $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  flex: none;
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.4)}px;
  line-height: 1;
  color: #ffffff;
  ${(p) => {
    switch (p.$status) {
      case 'not-visited':
        return css`
          background: ${PALETTE_COLORS.notVisited};
          border: 1px solid ${PALETTE_COLORS.notVisitedBorder};
          border-radius: 3px;
          color: #111827;
        `;
      case 'not-answered':
        return css`
          background: ${PALETTE_COLORS.notAnswered};
          clip-path: ${NOT_ANSWERED_SHAPE};
        `;
      case 'answered':
        return css`
          background: ${PALETTE_COLORS.answered};
          clip-path: ${ANSWERED_SHAPE};
        `;
      default:
        return css`
          background: ${PALETTE_COLORS.marked};
          border-radius: 50%;
        `;
    }
  }}
`;

// The small green mark of "Answered & Marked for Review", outside the circle so it is not clipped.
const Tick = styled.span`
  position: absolute;
  right: -2px;
  bottom: -2px;
  width: 38%;
  height: 38%;
  border-radius: 50%;
  background: ${PALETTE_COLORS.tick};
  border: 2px solid #14532d;
  box-sizing: border-box;
`;

/**
 * One palette symbol: the state's NTA shape and colour, `size` px square, with `children` (a question
 * number, a count) inside. Decorative by itself: the caller gives the accessible name.
 */
export function PaletteShape({
  status,
  size = 36,
  children,
}: {
  status: PaletteStatus;
  size?: number;
  children?: ReactNode;
}) {
  return (
    <Shape $status={status} $size={size} aria-hidden="true" data-status={status}>
      {children}
      {status === 'answered-marked' && <Tick />}
    </Shape>
  );
}
