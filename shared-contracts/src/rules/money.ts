/**
 * Money (docs/domains/purchases.md "Rules and limits"): the API speaks rupees (a number with at most two
 * decimals); the database stores integer paise. Every conversion and every "₹" shown goes through here.
 */

/** Integer paise from rupees: 499.5 → 49950. Rounds to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees from integer paise: 49950 → 499.5. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * An amount in rupees for display, Indian digit grouping (lakh, crore), at most two decimals, trailing zeros
 * dropped: 12500 → "₹12,500", 1234567.5 → "₹12,34,567.5". The same text as
 * `toLocaleString('en-IN', { maximumFractionDigits: 2 })`, without it: the first Intl call loads the ICU
 * locale data, which took about 100 ms of a throttled phone's main thread while the first book card was
 * drawn (Total Blocking Time).
 */
export function formatRupees(rupees: number): string {
  const [whole, paise] = Math.abs(rupees).toFixed(2).split('.');
  // The last three digits, then groups of two: 1234567 → 12,34,567.
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${whole.slice(-3)}` : whole;
  const decimals = paise.replace(/0+$/, '');
  const sign = rupees < 0 && (grouped !== '0' || decimals) ? '-' : '';
  return `₹${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** The highest price the book form accepts, in rupees. */
export const MAX_RUPEES = 10_000_000;
/** The lowest price of a paid book, in rupees (a free book is `isFree` with price 0, not ₹0.001). */
export const MIN_PAID_RUPEES = 1;

// Plain decimal rupees: digits, optionally a point and one or two decimals. No sign, exponent, hex (0x10),
// separators or third decimal (0.001): what an admin means is never guessed.
const RUPEES_TEXT = /^\d{1,8}(?:\.\d{1,2})?$/;

/** Texts of the price rules (docs/domains/operations.md "Rules and limits"), the same in the admin form and
 * the API's 400s. */
export const PRICE_MESSAGES = {
  format: (label: string) =>
    `${label} must be an amount in rupees with at most two decimals (for example 499 or 499.50)`,
  range: (label: string) => `${label} cannot be more than ${formatRupees(MAX_RUPEES)}`,
  minPaid: `A paid book must cost at least ₹${MIN_PAID_RUPEES}`,
  discountAbovePrice: 'Discounted price cannot be more than the price',
} as const;

/**
 * Integer paise of an amount typed in rupees (surrounding spaces ignored): `'499.5'` → 49950. `null` for an
 * empty text; `{ error }` (a {@link PRICE_MESSAGES} text naming `label`) for anything that is not plain
 * decimal rupees with at most two decimals up to {@link MAX_RUPEES}: `0x10`, `1e3`, `-5`, `0.001`.
 */
export function parseRupees(text: string, label: string): number | null | { error: string } {
  const t = text.trim();
  if (t === '') return null;
  if (!RUPEES_TEXT.test(t)) return { error: PRICE_MESSAGES.format(label) };
  const paise = rupeesToPaise(Number(t));
  return paise > MAX_RUPEES * 100 ? { error: PRICE_MESSAGES.range(label) } : paise;
}

/**
 * The price rules of a book, in paise (docs/domains/purchases.md "Rules and limits"): a paid book costs at
 * least ₹1, and so does its discounted price when set, which cannot exceed the price. A free book has no
 * price rule (it is stored with price 0 and no discount). Null when the prices are fine, else the message.
 */
export function bookPriceProblem(p: {
  isFree: boolean;
  pricePaise: number;
  discountedPaise: number | null;
}): string | null {
  if (p.isFree) return null;
  if (p.pricePaise < MIN_PAID_RUPEES * 100) return PRICE_MESSAGES.minPaid;
  if (p.discountedPaise !== null && p.discountedPaise < MIN_PAID_RUPEES * 100) return PRICE_MESSAGES.minPaid;
  if (p.discountedPaise !== null && p.discountedPaise > p.pricePaise)
    return PRICE_MESSAGES.discountAbovePrice;
  return null;
}
