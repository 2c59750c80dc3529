/** Styled parts of the page itself (page-view.tsx): its frame, box, images and search highlights. */
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

/** The page transition of docs/domains/reading.md "Viewer states": 150 ms. */
export const PageFrame = styled.div`
  margin: auto;
  animation: ${fadeIn} 150ms ease-out;
  box-shadow: 0 4px 24px rgba(0, 0, 0, 0.45);
  background: #fff;
  line-height: 0;
`;

/** The page box at its CSS size; images, tiles, highlights and the mark are layered inside it. */
export const PageBox = styled.div`
  position: relative;
  overflow: hidden;
  background: #fff;
`;

/** A server-rendered page image or tile: not draggable, not selectable, not a pointer target. */
export const PageImg = styled.img<{ $dark: boolean }>`
  position: absolute;
  display: block;
  max-width: none;
  pointer-events: none;
  user-select: none;
  -webkit-user-drag: none;
  /* Dark page mode (docs/domains/reading.md "Controls"): an inverted page, hue-rotated back so colours keep their meaning. */
  filter: ${({ $dark }) => ($dark ? 'invert(1) hue-rotate(180deg)' : 'none')};
`;

/** A search hit drawn over the image (rectangles are fractions of the page). */
export const Highlight = styled.span`
  position: absolute;
  pointer-events: none;
  background: rgba(250, 204, 21, 0.38);
  outline: 2px solid rgba(234, 179, 8, 0.9);
  border-radius: 2px;
`;
