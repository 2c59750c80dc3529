/** A satisfiable byte range, inclusive offsets. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses an HTTP `Range` header against a file of `size` bytes (RFC 9110 §14).
 * Returns `undefined` to send the whole file (no header, not `bytes=`, malformed, or several ranges, which
 * a server may ignore), `'unsatisfiable'` for a 416, or the single range to answer with 206.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m) return undefined;
  const [, a, b] = m;
  if (a === '' && b === '') return undefined;
  if (a === '') {
    // Suffix range: the last N bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (b !== '' && Number(b) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
