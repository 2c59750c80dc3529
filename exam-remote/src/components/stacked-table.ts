import styled from 'styled-components';
import { screenReaderOnly, tableBox } from './ui';

/**
 * A table that is never cut: from `$stackBelow` CSS px of its box up it is a table (scrolling inside its own
 * box if it must); under that width each row becomes a card (the row's heading on top, then each cell as
 * "its column's name … its value", the name from the cell's `data-label`). Cards need the table's ARIA
 * roles written out (`role="table"`, `"row"`, `"columnheader"`, `"rowheader"`, `"cell"`): Chromium drops
 * the implicit roles of table parts whose display changes. A cell with an empty `data-label` (an action)
 * takes the card's whole width.
 */
export const StackedTable = styled.div.attrs({ tabIndex: 0 })<{ $stackBelow: number }>`
  container-type: inline-size;
  ${tableBox}
  @container (max-width: ${(p) => p.$stackBelow - 1}px) {
    thead {
      ${screenReaderOnly}
    }
    table,
    tbody,
    tr,
    tbody th,
    tbody td {
      display: block;
    }
    tr {
      border: 1px solid ${(p) => p.theme.colors.border};
      border-radius: 10px;
      padding: 8px 12px;
      margin-bottom: 10px;
    }
    tbody th {
      color: ${(p) => p.theme.colors.text};
      font-size: 1rem;
      white-space: normal;
      border: 0;
      padding: 0 0 6px;
    }
    tbody td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      border: 0;
      padding: 3px 0;
      white-space: normal;
      text-align: right;
      overflow-wrap: anywhere;
    }
    tbody td::before {
      content: attr(data-label);
      flex: none;
      max-width: 50%;
      color: ${(p) => p.theme.colors.textMuted};
      font-weight: 600;
      text-align: left;
      overflow-wrap: normal;
    }
    tbody td[data-label='']::before {
      content: none;
    }
    tbody td[data-label=''] {
      display: block;
      padding-top: 8px;
    }
  }
`;
