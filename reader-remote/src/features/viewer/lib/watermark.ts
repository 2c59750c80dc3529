/**
 * The viewer's watermark (SPEC 2 "Protection": a faint SECURE VIEWER mark and today's date overlay the page).
 * The server burns the reader's identity and leak code into every page image (api/src/services/render/
 * watermark.ts), so removing this faint overlay from the DOM removes nothing that traces a leak.
 */

/** Lines of the mark: SECURE VIEWER, then the reader's identity (when known) and today's date (en-IN). */
export function watermarkLines(date: Date, identity?: string | null): string[] {
  const day = date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
  return ['SECURE VIEWER', identity ? `${identity} · ${day}` : day];
}

/** Who the mark names: the e-mail, else the account id, so a leaked page traces to a user. */
export function readerIdentity(
  reader: { id: string; email: string | null } | null | undefined,
): string | null {
  if (!reader) return null;
  return reader.email || `account ${reader.id}`;
}
