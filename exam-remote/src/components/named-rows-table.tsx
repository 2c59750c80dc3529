import type { ReactNode } from 'react';
import { StackedTable } from './stacked-table';
import { VisuallyHidden } from './ui';

/** One row: its name (the row's heading, in `lang` when it is data), its cells in column order, an action. */
export interface NamedRow {
  key: string;
  name: ReactNode;
  lang?: string;
  cells: ReactNode[];
  action?: ReactNode;
}

/**
 * A table of named rows (a section, a chapter, an attempt) that is never cut: a {@link StackedTable} whose
 * rows become cards under `stackBelow` CSS px, each cell labelled with its column for the card. With
 * `actionHeader`, a last column holds each row's action (its heading read by screen readers only).
 */
export function NamedRowsTable({
  label,
  stackBelow,
  nameHeader,
  columns,
  rows,
  actionHeader,
}: {
  label: string;
  stackBelow: number;
  nameHeader: string;
  columns: string[];
  rows: NamedRow[];
  actionHeader?: string;
}) {
  return (
    <StackedTable $stackBelow={stackBelow}>
      <table role="table" aria-label={label}>
        <thead role="rowgroup">
          <tr role="row">
            {[nameHeader, ...columns].map((name) => (
              <th role="columnheader" scope="col" key={name}>
                {name}
              </th>
            ))}
            {actionHeader && (
              <th role="columnheader" scope="col" style={{ position: 'relative' }}>
                <VisuallyHidden>{actionHeader}</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr role="row" key={row.key}>
              <th role="rowheader" scope="row" lang={row.lang} style={{ whiteSpace: 'normal' }}>
                {row.name}
              </th>
              {row.cells.map((value, i) => (
                <td role="cell" data-label={columns[i]} key={columns[i]}>
                  {value}
                </td>
              ))}
              {actionHeader && (
                <td role="cell" data-label="">
                  {row.action}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </StackedTable>
  );
}
