import { formatClock, formatMarks, formatMinutes, formatPercentile, formatSpent } from '../format';

describe('formats', () => {
  it('the countdown is HH:MM:SS, rounded up, never negative', () => {
    expect(formatClock(3_600_000)).toBe('01:00:00');
    expect(formatClock(59_001)).toBe('00:01:00');
    expect(formatClock(59_000)).toBe('00:00:59');
    expect(formatClock(1)).toBe('00:00:01');
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(-5000)).toBe('00:00:00');
  });

  it('marks carry their sign with a true minus; durations and percentiles read naturally', () => {
    expect(formatMarks(4)).toBe('+4');
    expect(formatMarks(-1)).toBe('−1');
    expect(formatMarks(0)).toBe('0');
    expect(formatMinutes(3600)).toBe('60 minutes');
    expect(formatSpent(65_000)).toBe('1 min 5 s');
    expect(formatSpent(4_000)).toBe('4 s');
    expect(formatPercentile(75)).toBe('75');
    expect(formatPercentile(99.12345678)).toBe('99.1234568');
  });
});
