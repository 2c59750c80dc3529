import type { QuestionStats } from '@exam/shared-contracts/exams';
import { formatSeconds, keyDoubt } from '../lib/stats-view';

const paren = (answer: string | null) => `(${answer})`;
const keyLooksWrong = (q: QuestionStats) => keyDoubt(q, paren) !== null;

/** Statistics of one single-correct question over `attempts` submitted attempts. */
const row = (changes: Partial<QuestionStats>): QuestionStats => ({
  number: 5,
  section: 'Physics Section A',
  type: 'single',
  answer: '4',
  dropped: null,
  attempted: 100,
  correct: 20,
  counts: { attempted: 10, correct: 2, partial: 0, wrong: 8 },
  topWrong: null,
  averageTimeMs: 0,
  ...changes,
});

describe('"check the key"', () => {
  it('flags a question whose wrong answers mostly agree, more than gave the key, and says why', () => {
    // 10 attempts: 2 right, 8 wrong, 6 of them the same answer.
    expect(keyDoubt(row({ topWrong: { answer: '2', count: 6 } }), paren)).toBe(
      '60% chose (2); the key says (4)',
    );
  });

  it('does not flag an answer fewer chose than the key, however the wrong ones agree', () => {
    // 10 attempts: 5 right, 5 wrong, 3 of them the same answer (more than half of the wrong ones).
    const counts = { attempted: 10, correct: 5, partial: 0, wrong: 5 };
    expect(keyDoubt(row({ counts, topWrong: { answer: '2', count: 3 } }), paren)).toBeNull();
  });

  it('does not flag scattered wrong answers, or a single one', () => {
    expect(keyLooksWrong(row({ topWrong: { answer: '2', count: 4 } }))).toBe(false);
    const one = { attempted: 1, correct: 0, partial: 0, wrong: 1 };
    expect(keyLooksWrong(row({ counts: one, topWrong: { answer: '2', count: 1 } }))).toBe(false);
    expect(keyLooksWrong(row({ topWrong: null }))).toBe(false);
  });

  it('partly right answers are not wrong ones', () => {
    // 10 attempts: 1 correct, 6 partial, 3 wrong, 2 of them the same answer.
    const counts = { attempted: 10, correct: 1, partial: 6, wrong: 3 };
    expect(keyLooksWrong(row({ type: 'multiple', counts, topWrong: { answer: '1;2', count: 2 } }))).toBe(
      true,
    );
  });

  it('never flags a dropped question', () => {
    expect(keyLooksWrong(row({ dropped: 'all', topWrong: { answer: '2', count: 6 } }))).toBe(false);
  });
});

describe('formatSeconds', () => {
  it('shows an average time in seconds or minutes', () => {
    expect(formatSeconds(0)).toBe('-');
    expect(formatSeconds(42_400)).toBe('42 s');
    expect(formatSeconds(65_000)).toBe('1 min 05 s');
  });
});
