import { importCounts, importTitle } from '../lib/import-summary';

const result = {
  importId: 'i',
  bank: 'hdfc',
  linesRead: 6,
  credits: 5,
  new: 4,
  matched: 2,
  amountMismatches: 1,
  unmatched: 2,
  autoApproved: 0,
  coversFrom: '2026-11-01',
  coversTo: '2026-11-02',
};

describe('import summary', () => {
  it('lists the counts of the answer; auto-approvals only when there were some', () => {
    expect(importCounts(result)).toEqual([
      ['Lines read', 6],
      ['Credits', 5],
      ['New', 4],
      ['Matched', 2],
      ['Amount mismatches', 1],
      ['Unmatched', 2],
    ]);
    expect(importCounts({ ...result, autoApproved: 2 }).at(-1)).toEqual(['Approved automatically', 2]);
  });

  it('names the bank and the days covered', () => {
    expect(importTitle(result)).toBe('HDFC Bank statement, 2026-11-01 to 2026-11-02');
    expect(importTitle({ bank: 'Fino', coversFrom: '2026-11-01', coversTo: '2026-11-01' })).toBe(
      'Fino statement of 2026-11-01',
    );
    expect(importTitle({ bank: 'sbi', coversFrom: null, coversTo: null })).toBe('SBI statement');
  });
});
