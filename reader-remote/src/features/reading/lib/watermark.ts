/**
 * The viewer's watermark (docs/domains/reading.md "Protection": a faint SECURE VIEWER mark and today's date
 * overlay the page). The server burns the reader's identity and leak code into every page image
 * (api/src/modules/reading/render/watermark.ts), so removing this faint overlay from the DOM removes nothing that
 * traces a leak.
 */
import type { Translate } from '@exam/web-platform/i18n';
import { readerT, type ReaderMessageId } from '../../../lib/i18n';

/**
 * Lines of the mark: SECURE VIEWER, then the reader's identity (when known) and today's date. `locale` is
 * the date's `Intl` locale (en-IN unless given), `t` translates the mark (the current language's unless given).
 */
export function watermarkLines(
  date: Date,
  identity?: string | null,
  locale = 'en-IN',
  t: Translate<ReaderMessageId> = readerT,
): string[] {
  const day = date.toLocaleDateString(locale, { day: '2-digit', month: 'short', year: 'numeric' });
  return [t('SECURE VIEWER'), identity ? `${identity} · ${day}` : day];
}

/**
 * Who the mark names: the e-mail, else the account id (`t` translates "account"), so a leaked page traces
 * to a user.
 */
export function readerIdentity(
  reader: { id: string; email: string | null } | null | undefined,
  t: Translate<ReaderMessageId> = readerT,
): string | null {
  if (!reader) return null;
  return reader.email || t('account {id}', { id: reader.id });
}
