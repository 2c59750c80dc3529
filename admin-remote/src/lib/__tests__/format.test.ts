import { formatDateTime } from '../format';

describe('formatDateTime', () => {
  it('shows the date and the time of day in India time (UTC+05:30)', () => {
    // 10:00 UTC is 15:30 IST; 20:00 UTC on the 5th is already the 6th in India.
    expect(formatDateTime('2025-01-05T10:00:00.000Z')).toBe('05 Jan 2025, 03:30:00 pm IST');
    expect(formatDateTime('2025-01-05T20:00:00.000Z')).toBe('06 Jan 2025, 01:30:00 am IST');
  });

  it('tolerates missing and invalid values', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nope')).toBe('-');
  });
});
