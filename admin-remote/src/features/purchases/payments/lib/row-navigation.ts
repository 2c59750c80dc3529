/** A table row as keyboard navigation sees it: its id, and whether it can still be approved or rejected. */
export interface NavRow {
  id: string;
  reviewable: boolean;
}

/**
 * The row `delta` steps from `currentId` (j: +1, k: -1), kept inside the table; the first row when nothing
 * is selected or the selection left the page. Null for an empty table.
 */
export function moveSelection(
  rows: readonly NavRow[],
  currentId: string | null,
  delta: number,
): string | null {
  if (!rows.length) return null;
  const at = rows.findIndex((r) => r.id === currentId);
  if (at < 0) return rows[0].id;
  return rows[Math.min(rows.length - 1, Math.max(0, at + delta))].id;
}

/**
 * The row to select after approving or rejecting `actedId`:
 * the next reviewable row below it, else the nearest one above it, else null.
 */
export function nextPendingId(rows: readonly NavRow[], actedId: string): string | null {
  const at = rows.findIndex((r) => r.id === actedId);
  const below = rows.slice(at + 1).find((r) => r.reviewable && r.id !== actedId);
  if (below) return below.id;
  const above = rows
    .slice(0, Math.max(0, at))
    .reverse()
    .find((r) => r.reviewable);
  return above?.id ?? null;
}

/** The first reviewable row, else the first row, else null: what is selected when the table loads. */
export function firstSelection(rows: readonly NavRow[]): string | null {
  return (rows.find((r) => r.reviewable) ?? rows[0])?.id ?? null;
}
