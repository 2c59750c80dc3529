import type { QuestionStats } from '@exam/shared-contracts/http';
import { countOf, formatSeconds, keyLooksWrong } from '../lib/stats-view';

/** Statistics of one single-correct question over `attempts` submitted attempts. */
const row = (changes: Partial<QuestionStats>): QuestionStats => ({
  number: 5,
  section: 'Physics Section A',
  type: 'single',
  answer: '4',
  dropped: null,
  attempted: 100,
  correct: 20,
  topWrong: null,
  averageTimeMs: 0,
  ...changes,
});

describe('"check the key"', () => {
  it('flags a question whose wrong answers mostly agree', () => {
    // 10 attempts: 8 wrong, 6 of them the same answer.
    expect(keyLooksWrong(row({ topWrong: { answer: '2', count: 6 } }), 10)).toBe(true);
  });

  it('does not flag scattered wrong answers, or a single one', () => {
    expect(keyLooksWrong(row({ topWrong: { answer: '2', count: 4 } }), 10)).toBe(false);
    expect(keyLooksWrong(row({ attempted: 100, correct: 0, topWrong: { answer: '2', count: 1 } }), 1)).toBe(
      false,
    );
    expect(keyLooksWrong(row({ topWrong: null }), 10)).toBe(false);
  });

  it('never flags a dropped question', () => {
    expect(keyLooksWrong(row({ dropped: 'all', topWrong: { answer: '2', count: 6 } }), 10)).toBe(false);
  });

  it('turns percentages back into candidates', () => {
    expect(countOf(33.33, 3)).toBe(1);
    expect(countOf(66.67, 3)).toBe(2);
  });
});

describe('formatSeconds', () => {
  it('shows an average time in seconds or minutes', () => {
    expect(formatSeconds(0)).toBe('-');
    expect(formatSeconds(42_400)).toBe('42 s');
    expect(formatSeconds(65_000)).toBe('1 min 05 s');
  });
});
