import styled from 'styled-components';
import { Card } from '@exam/shared-ui/card';

/** A page's main landmark. */
export const Page = styled.main`
  flex: 1;
  width: 100%;
  padding-bottom: 3rem;
`;

/** Centred content with side gutters; never wider than the viewport (360 px phones included). */
export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 1rem;
`;

/** A vertical block of the page. */
export const Block = styled.section`
  padding: clamp(2rem, 5vw, 3.5rem) 0 0;
`;

/** A centred section heading with an optional lead paragraph. */
export const Heading = styled.div`
  text-align: center;
  margin: 0 auto 1.75rem;
  max-width: 44rem;
  h2 {
    margin: 0 0 0.4rem;
    font-size: clamp(1.4rem, 3.5vw, 2rem);
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** Cards that fill the row: as many 16 rem columns as fit, one column on a phone. */
export const CardGrid = styled.div<{ $min?: string; $fit?: boolean }>`
  display: grid;
  gap: 1.25rem;
  /* Book grids auto-fill (a lone book keeps its card width); static card rows auto-fit to span the row. */
  grid-template-columns: repeat(
    ${(p) => (p.$fit ? 'auto-fit' : 'auto-fill')},
    minmax(min(100%, ${(p) => p.$min ?? '16rem'}), 1fr)
  );
`;

/** Widest viewport, in px, that gets the phone layout of book grids and cards. */
export const PHONE_MAX = 599;

/**
 * A grid of book cards: like {@link CardGrid}, but two compact columns on a phone (at
 * 360 px one full-width card was 754 px tall, one book per screen).
 */
export const BookCardGrid = styled(CardGrid)`
  @media (max-width: ${PHONE_MAX}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
  }
`;

/** A plain card (features, tips, stories): the kit's Card as an article, its heading and text set. */
export const Feature = styled(Card).attrs({ as: 'article', $pad: 'large' } as const)`
  h2,
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A prose page (policies, help). */
export const Prose = styled.article`
  max-width: 50rem;
  margin: 0 auto;
  padding: 2.5rem 1rem 0;
  h1 {
    font-size: clamp(1.7rem, 4vw, 2.3rem);
    margin: 0 0 0.5rem;
  }
  h2 {
    font-size: 1.25rem;
    margin: 2rem 0 0.5rem;
  }
  p,
  li {
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul,
  ol {
    padding-left: 1.25rem;
  }
  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;
