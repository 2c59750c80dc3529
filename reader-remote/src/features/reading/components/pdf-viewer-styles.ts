/**
 * The viewer's styled frame (pdf-viewer.tsx), on the shell's theme tokens
 * (shared-ui/src/theme.ts).
 */
import styled from 'styled-components';

/** The full-screen overlay: a column of the toolbar and the body, over everything the host shows. */
export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => (theme.mode === 'dark' ? '#0b1120' : '#e2e8f0')};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  overscroll-behavior: none;
  /* Protection (docs/domains/reading.md "Protection"): no selecting, no dragging, no touch callout on the page or the chrome. */
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
`;

/** Below the toolbar: the study panel (when open) beside the stage. */
export const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
`;

/** The scrolling area the page sits in (a swipe turns the page, a pinch zooms). */
export const Stage = styled.main`
  flex: 1;
  overflow: auto;
  display: flex;
  padding: 24px;
  touch-action: pan-x pan-y;
  /* A sideways swipe turns the page: it must not scroll what is behind, nor be taken by the browser as
     its overscroll "Back" gesture (which would close the viewer). */
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  @media (max-width: 767px) {
    padding: 8px;
  }
`;
