import styled, { keyframes } from 'styled-components';
import { PHONE_MAX } from '../layout';

/** Height of a card's body below the cover, in rem (measured on the built store at 1280 px). */
export const BOOK_CARD_BODY_REM = 18.3;

/** The same on a phone's compact card (159–227 px measured at 360 px, title lines vary). */
export const PHONE_BOOK_CARD_BODY_REM = 12.5;

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

/**
 * A card-shaped placeholder of the same size as a BookCard (16:10 cover, then a body as tall as a card's
 * title, description, price and actions), so a grid that finishes loading does not push the page down
 * (CLS). Pulses gently; motion stops for users who ask for reduced motion.
 */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const CoverBox = styled.div`
  aspect-ratio: 16 / 10;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const BodyBox = styled.div`
  height: ${BOOK_CARD_BODY_REM}rem;
  padding: 1.1rem;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  @media (max-width: ${PHONE_MAX}px) {
    height: ${PHONE_BOOK_CARD_BODY_REM}rem;
    padding: 0.6rem;
    gap: 0.45rem;
  }
`;

const Line = styled.span<{ $width: string; $height?: string }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height ?? '0.9rem'};
  border-radius: 0.35rem;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

/** One placeholder card (decorative: the grid around it carries the loading status). */
export function BookCardSkeleton() {
  return (
    <Frame aria-hidden="true">
      <CoverBox />
      <BodyBox>
        <Line $width="80%" $height="1.2rem" />
        <Line $width="100%" />
        <Line $width="65%" />
        <Line $width="40%" $height="1.4rem" />
        <Line $width="100%" $height="2.5rem" />
      </BodyBox>
    </Frame>
  );
}
