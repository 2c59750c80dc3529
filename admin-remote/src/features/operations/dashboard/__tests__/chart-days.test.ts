import { seriesTotals, shortDay } from '../lib/chart-days';

describe('chart days', () => {
  it('shows an ISO day as day and month', () => {
    expect(shortDay('2026-11-02')).toBe('2 Nov');
    expect(shortDay('2026-01-31')).toBe('31 Jan');
    expect(shortDay('2026-13-01')).toBe('2026-13-01');
    expect(shortDay('yesterday')).toBe('yesterday');
  });

  it('totals revenue and payments of the series', () => {
    expect(seriesTotals([])).toEqual({ revenue: 0, payments: 0 });
    expect(
      seriesTotals([
        { date: '2026-11-21', revenue: 299.5, payments: 2 },
        { date: '2026-11-22', revenue: 100, payments: 0 },
      ]),
    ).toEqual({ revenue: 399.5, payments: 2 });
  });
});
