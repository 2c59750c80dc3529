import QRCode from 'qrcode';

/**
 * The UPI deep link of SPEC 3/9: `upi://pay?pa=<upiId>&pn=<payeeName>&am=<amount, 2 decimals>&cu=INR`.
 * `amountRupees` is in rupees.
 */
export function upiLink(upiId: string, payeeName: string, amountRupees: number): string {
  return `upi://pay?pa=${encodeURIComponent(upiId).replace(/%40/g, '@')}&pn=${encodeURIComponent(payeeName)}&am=${amountRupees.toFixed(2)}&cu=INR`;
}

/** Most recently used QR codes, by link: a book's payment page asks for the same link again and again. */
const QR_CACHE_MAX = 256;
const qrCache = new Map<string, Promise<string>>();

/**
 * A PNG data URL (`data:image/png;base64,...`) of a QR code holding `text` (about 10 kB for a UPI link).
 * Rendering the PNG costs ~20 ms of CPU, so results are kept for the last 256 distinct links; a link
 * holds the payee, UPI ID and amount, so a settings or price change simply asks for a new entry.
 */
export function qrDataUrl(text: string): Promise<string> {
  const hit = qrCache.get(text);
  if (hit) {
    qrCache.delete(text); // re-insert: Map order is the eviction order (least recently used first)
    qrCache.set(text, hit);
    return hit;
  }
  const made = QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 300 });
  made.catch(() => qrCache.delete(text)); // never keep a failure
  qrCache.set(text, made);
  if (qrCache.size > QR_CACHE_MAX) qrCache.delete(qrCache.keys().next().value!);
  return made;
}
