import { utrHistoryLines } from '../lib/utr-history';

describe('utrHistoryLines', () => {
  it('names each other claim of the UTR, how it ended and when; nothing for a UTR used once', () => {
    expect(utrHistoryLines({})).toEqual([]);
    expect(utrHistoryLines({ utrHistory: [] })).toEqual([]);
    const lines = utrHistoryLines({
      utrHistory: [
        {
          paymentId: 'a',
          user: { name: 'Real Payer', email: 'x@example.com' },
          status: 'rejected',
          submittedAt: '2026-11-01T10:00:00.000Z',
          rejectionReason: 'UTR not found in our statement',
          reclaim: false,
        },
        {
          paymentId: 'b',
          user: { name: 'Real Payer', email: null },
          status: 'pending',
          submittedAt: '2026-11-02T10:00:00.000Z',
          rejectionReason: null,
          reclaim: true,
        },
      ],
    });
    expect(lines[0]).toMatch(
      /^Also by x@example\.com: rejected \(UTR not found in our statement\), 01 Nov 2026/,
    );
    expect(lines[1]).toMatch(/^Claimed again by Real Payer: pending, 02 Nov 2026/);
  });
});
