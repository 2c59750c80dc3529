/** Labels of the audited actions for the Audit Log table. */
export const ACTION_LABELS: Record<string, string> = {
  'payment.approve': 'Payment approved',
  'payment.reject': 'Payment rejected',
  'payment.undo-approve': 'Approval undone',
  'book.create': 'Book created',
  'book.update': 'Book edited',
  'book.delete': 'Book deleted',
  'payment-config.update': 'Payment settings changed',
  'user.status': 'User status changed',
  'user.undo-deactivate': 'Deactivation undone',
  'user.role': 'User role changed',
};

// Bookkeeping columns that change on every write and say nothing to a reader.
const SKIP = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'submittedAt',
  'reviewedAt',
  'reviewedBy',
  'imageKey',
  'pdfKey',
]);

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The fields that differ between an audit record's `before` and `after` (plain JSON rows), as lines
 * `field: old → new`, bookkeeping columns left out, at most `max` lines. A creation (no `before`) lists
 * the new values as `field: value`; deletedAt appearing reads `deletedAt: (empty) → <time>`.
 */
export function describeChange(before: unknown, after: unknown, max = 6): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const created = before === null || before === undefined;
  const lines: string[] = [];
  for (const key of Object.keys({ ...b, ...a })) {
    if (SKIP.has(key)) continue;
    if (created) {
      if (a[key] !== null && a[key] !== undefined) lines.push(`${key}: ${show(a[key])}`);
    } else if (JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null)) {
      lines.push(`${key}: ${show(b[key])} → ${show(a[key])}`);
    }
  }
  return lines.length > max ? [...lines.slice(0, max), `and ${lines.length - max} more`] : lines;
}
