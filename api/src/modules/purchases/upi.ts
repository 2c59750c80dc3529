import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import { upiLink } from '@exam/shared-contracts/rules';

/**
 * The "Pay with a UPI app" intent link: {@link upiLink} plus `tn`, a note naming what is paid
 * for (at most 50 characters, as UPI apps cut longer notes), so the payer's app and statement show it.
 */
export function upiIntentLink(upiId: string, payeeName: string, amountRupees: number, note: string): string {
  return `${upiLink(upiId, payeeName, amountRupees)}&tn=${encodeURIComponent(note.slice(0, 50))}`;
}

/** Most recently used QR codes, by link: a book's payment page asks for the same link again and again. */
const qrCache = new LRUCache<string, string>({
  max: 256,
  fetchMethod: (text) => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 300 }),
});

/**
 * A PNG data URL (`data:image/png;base64,...`) of a QR code holding `text` (about 10 kB for a UPI link).
 * Rendering the PNG costs ~20 ms of CPU, so results are kept for the last 256 distinct links; a link
 * holds the payee, UPI ID and amount, so a settings or price change simply asks for a new entry.
 * Concurrent first requests for one link share one render (lru-cache's `fetch`); failures are not kept.
 */
export async function qrDataUrl(text: string): Promise<string> {
  return (await qrCache.fetch(text))!;
}
