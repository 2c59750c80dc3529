import { flagsOf, payerIn, type RankedAttemptFacts } from '../../../../src/modules/exams/ranks/rank-flags';

/**
 * The rules that flag attempts made to move ranks (modules/exams/ranks/rank-flags), on facts as the query reads
 * them: a burst of near-empty or non-positive attempts, one browser for many accounts, one address for many,
 * one UPI ID paying for many.
 */
const T0 = Date.parse('2026-12-06T09:00:00Z');
const MIN = 60_000;
let seq = 0;

/** An attempt of its own account, browser and address, scoring 40 with 12 of 24 answered, at `T0`. */
const fact = (over: Partial<RankedAttemptFacts> = {}): RankedAttemptFacts => {
  seq += 1;
  return {
    id: `a${seq}`,
    userId: `u${seq}`,
    score: 40,
    submittedAt: T0,
    answered: 12,
    deviceHash: `d${seq}`,
    address: `10.0.0.${seq}`,
    payer: `payer${seq}@oksbi`,
    decision: null,
    active: true,
    ...over,
  };
};

describe('the burst rule', () => {
  it('flags 20 near-empty attempts (1 of 24 answered, score 4) submitted within minutes, with the reason', () => {
    const burst = Array.from({ length: 20 }, (_, k) =>
      fact({ answered: 1, score: 4, submittedAt: T0 + k * 9_000 }),
    );
    const honest = [fact(), fact({ score: 76, answered: 24 }), fact({ score: 8, answered: 3 })];
    const flags = flagsOf([...honest, ...burst], 24);
    for (const b of burst)
      expect(flags.get(b.id)).toEqual([
        {
          kind: 'burst',
          reason:
            '20 attempts scoring 0 or less or answering under 10% of the questions were submitted within 15 minutes',
        },
      ]);
    for (const h of honest) expect(flags.has(h.id)).toBe(false);
  });

  it('needs five within 15 minutes: four, or five spread over 20 minutes, are not flagged', () => {
    const four = Array.from({ length: 4 }, () => fact({ score: -24, answered: 24 }));
    expect(flagsOf(four, 24).size).toBe(0);
    const spread = Array.from({ length: 5 }, (_, k) => fact({ score: 0, submittedAt: T0 + k * 5 * MIN }));
    expect(flagsOf(spread, 24).size).toBe(0);
    // The same five with the last one 15 minutes after the first: flagged.
    const tight = Array.from({ length: 5 }, (_, k) => fact({ score: 0, submittedAt: T0 + k * 3.75 * MIN }));
    expect(flagsOf(tight, 24).size).toBe(5);
  });
});

describe('the shared browser and address rules', () => {
  it('one browser for three accounts flags their attempts; two accounts do not', () => {
    const three = [1, 2, 3].map(() => fact({ deviceHash: 'same-browser' }));
    const two = [1, 2].map(() => fact({ deviceHash: 'family-laptop' }));
    const flags = flagsOf([...three, ...two], 24);
    for (const a of three)
      expect(flags.get(a.id)).toEqual([
        { kind: 'shared-device', reason: 'One browser took this test for 3 accounts' },
      ]);
    for (const a of two) expect(flags.has(a.id)).toBe(false);
  });

  it('one address for five accounts flags them; four (a family, a small class) do not', () => {
    const five = [1, 2, 3, 4, 5].map(() => fact({ address: '203.0.113.9' }));
    const four = [1, 2, 3, 4].map(() => fact({ address: '198.51.100.4' }));
    const flags = flagsOf([...five, ...four], 24);
    expect(flags.get(five[0].id)).toEqual([
      { kind: 'shared-address', reason: '5 accounts taking this test signed in from one address' },
    ]);
    expect(four.some((a) => flags.has(a.id))).toBe(false);
  });
});

describe('the one-payer rule', () => {
  it('one UPI ID paying for three accounts flags them with the ID masked; two (siblings) do not', () => {
    const three = [1, 2, 3].map(() => fact({ payer: 'rahulkumar@oksbi' }));
    const two = [1, 2].map(() => fact({ payer: 'parent@okhdfcbank' }));
    const unknown = [1, 2, 3].map(() => fact({ payer: null }));
    const flags = flagsOf([...three, ...two, ...unknown], 24);
    for (const a of three)
      expect(flags.get(a.id)).toEqual([
        {
          kind: 'shared-payer',
          reason: '3 accounts taking this test were paid for from one UPI ID (ra***@oksbi)',
        },
      ]);
    for (const a of [...two, ...unknown]) expect(flags.has(a.id)).toBe(false);
  });

  it('reads the payer from a narration, never the store’s own UPI ID', () => {
    const hdfc = 'UPI-RAHUL KUMAR-RahulKumar@OKSBI-SBIN0001234-412345678901-EXAM STORE';
    expect(payerIn(hdfc, 'examstore@okicici')).toBe('rahulkumar@oksbi');
    expect(payerIn('UPI/CR/412345678901/examstore@okicici/RAHUL/rahul.k_1@ybl', 'ExamStore@okicici')).toBe(
      'rahul.k_1@ybl',
    );
    expect(payerIn('NEFT CR-RAHUL KUMAR', 'examstore@okicici')).toBeNull();
    expect(payerIn(null, 'examstore@okicici')).toBeNull();
  });
});
