import { flagView } from '../lib/flag-view';

const flag = (kind: 'page-budget' | 'search-walk' | 'many-addresses', evidence: Record<string, unknown>) => ({
  id: 'f',
  user: { id: 'u', name: 'S', email: 's@example.com' },
  kind,
  day: '2026-11-01',
  hits: 3,
  evidence,
  firstAt: '2026-11-01T10:00:00.000Z',
  lastAt: '2026-11-01T11:00:00.000Z',
});

describe('flagView', () => {
  it('says what the account did and its evidence in one line', () => {
    expect(flagView(flag('page-budget', { budget: '30 pages in 60 s', code: 'ABCD-EFGH', page: 9 }))).toEqual(
      {
        label: 'Page budget reached',
        evidence: '30 pages in 60 s · leak code ABCD-EFGH',
      },
    );
    expect(flagView(flag('search-walk', { run: 7, lastQuery: 'the last sixty characters' })).evidence).toBe(
      '7 chained searches · last: “the last sixty characters”',
    );
    expect(flagView(flag('many-addresses', { addresses: ['10.0.0.1', '10.0.0.2'] })).evidence).toBe(
      '2 addresses: 10.0.0.1, 10.0.0.2',
    );
  });
});
