import { formatDate, formatRupees, toMegabytes } from '../format';

describe('format helpers', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(99)).toBe('₹99');
  });
  it('formats dates and tolerates missing ones', () => {
    expect(formatDate('2025-01-05T10:00:00.000Z')).toMatch(/2025/);
    expect(formatDate(null)).toBe('-');
    expect(formatDate('nope')).toBe('-');
  });
  it('converts bytes to MB', () => {
    expect(toMegabytes(5_242_880)).toBe(5);
    expect(toMegabytes(52_428_800)).toBe(50);
    expect(toMegabytes(524_288)).toBe(0.5);
    expect(toMegabytes(10_000)).toBe(0.01);
  });
});
