/**
 * Styled building blocks of the front ends (first the admin dashboard's), on the shell's theme tokens
 * (shared-contracts theme.ts): card (card.ts), grid, button (button.ts), table, inputs, label, row, muted and error texts.
 */
import styled, { css } from 'styled-components';

/**
 * The raised box: the kit's one `Card` (card.ts), here for the admin's imports. By its package subpath, not
 * its file: the app's shared `@exam/shared-ui/card` then serves this chunk too, instead of a second copy.
 */
export { Card } from '@exam/shared-ui/card';

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? 200}px, 1fr));
  gap: 16px;
`;

/**
 * The action button: the kit's one `Button` (button.ts), here for the admin's and the state panels' imports;
 * by its package subpath, as `Card` above (the shell has it loaded on every page).
 */
export { Button } from '@exam/shared-ui/button';

export const TableWrap = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  tbody tr[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

export const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

export const Empty = styled.p`
  padding: 32px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

const field = css`
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -1px;
  }
`;

export const Input = styled.input`
  ${field}
`;
export const Select = styled.select`
  ${field}
`;
export const TextArea = styled.textarea`
  ${field}
  resize: vertical;
  min-height: 80px;
`;

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

/**
 * Text for screen readers only (a table's unlabelled column). Absolutely positioned: put it in a positioned
 * parent, or its box escapes a scrolling wrapper and widens the page.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
