import styled, { css } from 'styled-components';
import { Card } from '@exam/shared-ui/card';

/**
 * The test screens' building blocks, drawn with the shell's theme tokens (shared-ui/src/theme.ts)
 * so both themes work.
 */

// The buttons are the kit's `Button` (`@exam/shared-ui/button`, `$size="touch"`: 44 px, docs/screens.md "Buttons").

/** A page of the online tests inside the shell's layout: centred, at most 1080 px wide. */
export const Page = styled.main`
  width: 100%;
  max-width: 1080px;
  box-sizing: border-box;
  margin: 0 auto;
  padding: 28px 16px 48px;
  /* A small phone (under 400 px) keeps more of its width for tables. */
  @media (max-width: 399px) {
    padding: 20px 12px 40px;
  }
  color: ${(p) => p.theme.colors.text};
  font-family: ${(p) => p.theme.font};
  h1 {
    margin: 0 0 6px;
    font-size: clamp(1.4rem, 4vw, 1.9rem);
    line-height: 1.25;
  }
  a {
    color: ${(p) => p.theme.colors.primaryInk};
  }
`;

/** A boxed part of a page: the kit's Card, flat and dense, apart from its neighbours, its h2 set. */
export const Part = styled(Card).attrs({ $pad: 'small', $flat: true } as const)`
  margin: 16px 0;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;

/** Quieter text (sub-titles, notes). */
export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** A row of buttons that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

/**
 * A focusable box holding a table (a keyboard can scroll it: WCAG 2.1.1, axe's scrollable-region-focusable)
 * and the table's own look: full width, rows ruled, headings muted, cells on one line.
 */
export const tableBox = css`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primaryInk};
    outline-offset: 2px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
  }
`;

/** Hidden from sight in a 1-px clipped box, still read by screen readers (a table's headings on a phone). */
export const screenReaderOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A table that scrolls inside its own box on a narrow screen, never the page. */
export const TableWrap = styled.div.attrs({ tabIndex: 0 })`
  ${tableBox}
`;

/** Text shown in the theme's danger colour (errors). */
export const ErrorText = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

/** Text only screen readers get: the UI kit's. */
export { VisuallyHidden } from '@exam/shared-ui/primitives';

/** Label and value pairs (a question's answer, key, marks), labels in a column of their own. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 14px;
  margin: 12px 0;
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
