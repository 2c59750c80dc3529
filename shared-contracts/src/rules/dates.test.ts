import { formatIndiaDateTime } from './dates';

describe('formatIndiaDateTime', () => {
  const instant = '2026-11-23T17:12:05Z'; // 22:42:05 in India

  it('reads in IST with the time of day, in English by default', () => {
    expect(formatIndiaDateTime(instant)).toBe('23 Nov 2026, 10:42 pm IST');
    expect(formatIndiaDateTime(instant, { seconds: true })).toBe('23 Nov 2026, 10:42:05 pm IST');
  });

  it('reads in Hindi with a 24-hour clock (ICU’s Hindi has no am/pm words)', () => {
    const text = formatIndiaDateTime(instant, { locale: 'hi-IN' });
    expect(text).toMatch(/^23 \S*नव\S* 2026, 22:42 IST$/);
    expect(text).not.toMatch(/[ap]m/i);
  });

  it('gives "-" for a missing or invalid moment', () => {
    expect(formatIndiaDateTime(null)).toBe('-');
    expect(formatIndiaDateTime('not a date', { locale: 'hi-IN' })).toBe('-');
  });
});
