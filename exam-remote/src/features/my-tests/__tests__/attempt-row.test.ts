import type { MyAttempt } from '@exam/shared-contracts/exams';
import { rowAction, scoreText, standingText } from '../lib/attempt-row';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const attempt = (patch: Partial<MyAttempt>): MyAttempt => ({
  attemptId: 'a1',
  testId: 't1',
  testTitle: 'JEE (Main) Mock Test 01',
  bookId: 'b1',
  status: 'submitted',
  ranked: true,
  excluded: false,
  score: 36,
  maxScore: 96,
  rank: 2,
  percentile: 75,
  candidates: 4,
  startedAt: '2029-12-31T22:00:00Z',
  deadline: '2029-12-31T23:00:00Z',
  submittedAt: '2029-12-31T22:50:00Z',
  ...patch,
});

describe('a row of My tests', () => {
  it('offers Resume for an open attempt with time left, else its Result', () => {
    const open = attempt({
      status: 'open',
      score: null,
      deadline: '2030-01-01T00:30:00Z',
      submittedAt: null,
    });
    expect(rowAction(open, NOW)).toEqual({ label: 'Resume', to: '/test/t1/attempt/a1' });
    // Past its deadline the server closes it when the result is asked for.
    expect(rowAction({ ...open, deadline: '2029-12-31T23:59:00Z' }, NOW)).toEqual({
      label: 'Result',
      to: '/test/t1/attempt/a1/result',
    });
    expect(rowAction(attempt({}), NOW).label).toBe('Result');
  });

  it('shows the score, rank and percentile, or Practice for a re-attempt', () => {
    expect(scoreText(attempt({}))).toBe('36 / 96');
    expect(scoreText(attempt({ status: 'open', score: null }))).toBe('In progress');
    expect(standingText(attempt({}))).toBe('Rank 2 of 4 · 75 percentile');
    expect(standingText(attempt({ ranked: false, rank: null, percentile: null }))).toBe('Practice');
    // A first attempt the admin took out of the ranks: neutral words, the score standing.
    const excluded = attempt({ excluded: true, rank: null, percentile: null });
    expect(standingText(excluded)).toBe('Not ranked');
    expect(scoreText(excluded)).toBe('36 / 96');
  });
});
