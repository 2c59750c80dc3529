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
