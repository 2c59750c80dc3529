import { formatDate } from '../format';

describe('formatDate', () => {
  it('formats dates and tolerates missing ones', () => {
    expect(formatDate('2025-01-05T10:00:00.000Z')).toMatch(/2025/);
    expect(formatDate(null)).toBe('-');
    expect(formatDate('nope')).toBe('-');
  });
});
