import styled from 'styled-components';

/** The heading block of the student's own pages (My Books, My orders): h1 and a muted line. */
export const PageTitle = styled.header`
  padding: 2.5rem 0 1.75rem;
  h1 {
    margin: 0 0 0.35rem;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  a {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** The dashed panel of an empty or failed list on those pages (a heading, a line, an action). */
export const EmptyPanel = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
