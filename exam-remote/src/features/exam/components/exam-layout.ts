import styled from 'styled-components';
import { PALETTE_COLUMN_PX, QUESTION_PAD_X_PX } from '../../../lib/exam-sizes';

export { WIDE_MIN_PX } from '../../../lib/exam-sizes';

/**
 * The exam screen covers the whole window, as NTA's CBT does (the shell's header and footer are inert
 * behind it): header, section bar, then the question with its palette beside it (wide screens) and the
 * action bar at the bottom.
 */
export const Surface = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1500;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  font-family: ${(p) => p.theme.font};
  user-select: none;
  -webkit-user-select: none;
  input {
    user-select: text;
    -webkit-user-select: text;
  }
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  &[data-wide='true'] {
    grid-template-columns: minmax(0, 1fr) ${PALETTE_COLUMN_PX}px;
  }
`;

/** The question side: scrolls on its own, the action bar stays at its bottom. */
export const QuestionColumn = styled.main`
  min-width: 0;
  min-height: 0;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;

export const QuestionScroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 12px ${QUESTION_PAD_X_PX}px 16px;
`;

/** The palette beside the question on wide screens (a drawer holds it on a phone). */
export const PaletteColumn = styled.aside`
  min-height: 0;
  overflow-y: auto;
  border-left: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  padding: 12px;
`;
