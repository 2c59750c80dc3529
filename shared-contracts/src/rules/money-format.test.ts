import { formatRupees, PRICE_MESSAGES } from '@exam/shared-contracts/rules';

/**
 * `formatRupees` groups digits itself (Intl's first call cost a phone ~100 ms). Its text must stay
 * exactly what `toLocaleString('en-IN', { maximumFractionDigits: 2 })` gave
 * (docs/domains/purchases.md "Rules and limits": every "₹" shown).
 */
const intl = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [1, '₹1'],
    [499, '₹499'],
    [499.5, '₹499.5'],
    [499.05, '₹499.05'],
    [12500, '₹12,500'],
    [100000, '₹1,00,000'],
    [1234567.5, '₹12,34,567.5'],
    [10000000, '₹1,00,00,000'],
  ])('%p → %p', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it('matches Intl en-IN for every paise amount a price can hold (sampled) and for negatives', () => {
    const amounts = [-12500.25, -0.5];
    for (let paise = 0; paise <= 1_000_000_000; paise = paise * 3 + 7) amounts.push(paise / 100);
    for (let paise = 99_990; paise <= 100_010; paise++) amounts.push(paise / 100);
    for (const rupees of amounts) expect(formatRupees(rupees)).toBe(intl(rupees));
  });

  it('is the amount in the price range message', () => {
    expect(PRICE_MESSAGES.range('Price')).toBe('Price cannot be more than ₹1,00,00,000');
  });
});
