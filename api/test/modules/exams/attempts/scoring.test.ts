import type { AdminQuestion } from '@exam/shared-contracts/exams';
import {
  canonicalAnswer,
  questionDecimals,
  ntaPercentile,
  presetMarking,
  presetPlace,
  presetSpec,
  scoreAnswer,
  TEST_PRESETS,
  type MarkingScheme,
  type QuestionType,
} from '@exam/shared-contracts/rules';
import {
  groupScores,
  maxScoreOf,
  scoreAnswers,
  totalOf,
} from '../../../../src/modules/exams/attempts/scoring';

/**
 * The marks each preset gives (correct, wrong) per type, from the exam patterns (docs/domains/exams.md
 * "Online tests").
 */
const EXPECTED: Record<(typeof TEST_PRESETS)[number], Record<QuestionType, [number, number]>> = {
  'jee-main': { single: [4, -1], multiple: [4, -1], numerical: [4, -1] },
  neet: { single: [4, -1], multiple: [4, -1], numerical: [4, -1] },
  'jee-advanced': { single: [3, -1], multiple: [4, -2], numerical: [4, 0] },
  custom: { single: [4, -1], multiple: [4, -1], numerical: [4, -1] },
};

const q = (
  type: QuestionType,
  answer: string | null,
  extra: Partial<{ tolerance: number | null; dropped: 'all' | 'attempted' | null }> = {},
) => ({
  type,
  answer,
  tolerance: null,
  dropped: null,
  ...extra,
});

describe('scoring every type under every preset', () => {
  for (const preset of TEST_PRESETS) {
    const marking = presetMarking(preset);
    const [sc, sw] = EXPECTED[preset].single;
    const [mc, mw] = EXPECTED[preset].multiple;
    const [nc, nw] = EXPECTED[preset].numerical;
    test(`${preset}: single correct ${sc}, wrong ${sw}, unattempted 0`, () => {
      expect(scoreAnswer(q('single', '3'), marking, '3')).toEqual({ marks: sc, outcome: 'correct' });
      expect(scoreAnswer(q('single', '3'), marking, '2')).toEqual({ marks: sw, outcome: 'wrong' });
      expect(scoreAnswer(q('single', '3'), marking, null)).toEqual({ marks: 0, outcome: 'unattempted' });
    });
    test(`${preset}: multiple all correct ${mc}, any wrong option ${mw}`, () => {
      expect(scoreAnswer(q('multiple', '1;3'), marking, '1;3')).toEqual({ marks: mc, outcome: 'correct' });
      expect(scoreAnswer(q('multiple', '1;3'), marking, '1;2')).toEqual({ marks: mw, outcome: 'wrong' });
      expect(scoreAnswer(q('multiple', '1;3'), marking, '1;2;3')).toEqual({ marks: mw, outcome: 'wrong' });
      expect(scoreAnswer(q('multiple', '1;3'), marking, null)).toEqual({ marks: 0, outcome: 'unattempted' });
    });
    test(`${preset}: numerical correct ${nc}, wrong ${nw}`, () => {
      expect(scoreAnswer(q('numerical', '12.5'), marking, '12.5')).toEqual({ marks: nc, outcome: 'correct' });
      expect(scoreAnswer(q('numerical', '12.5'), marking, '12.6')).toEqual({ marks: nw, outcome: 'wrong' });
      expect(scoreAnswer(q('numerical', '12.5'), marking, null)).toEqual({
        marks: 0,
        outcome: 'unattempted',
      });
    });
  }

  test('JEE Advanced partial marks: +3, +2, +1 for only-correct subsets, −2 for any wrong option', () => {
    const m = presetMarking('jee-advanced');
    const all4 = q('multiple', '1;2;3;4');
    expect(scoreAnswer(all4, m, '1;2;3;4')).toEqual({ marks: 4, outcome: 'correct' });
    expect(scoreAnswer(all4, m, '1;2;4')).toEqual({ marks: 3, outcome: 'partial' });
    expect(scoreAnswer(all4, m, '2;3')).toEqual({ marks: 2, outcome: 'partial' });
    expect(scoreAnswer(all4, m, '4')).toEqual({ marks: 1, outcome: 'partial' });
    const three = q('multiple', '1;2;4');
    expect(scoreAnswer(three, m, '1;4')).toEqual({ marks: 2, outcome: 'partial' });
    expect(scoreAnswer(three, m, '2')).toEqual({ marks: 1, outcome: 'partial' });
    expect(scoreAnswer(three, m, '1;3')).toEqual({ marks: -2, outcome: 'wrong' });
    const one = q('multiple', '2');
    expect(scoreAnswer(one, m, '2')).toEqual({ marks: 4, outcome: 'correct' });
    expect(scoreAnswer(one, m, '2;3')).toEqual({ marks: -2, outcome: 'wrong' });
  });

  test('without partial marking a subset of the key is wrong', () => {
    const m = presetMarking('jee-main');
    expect(m.multiple.partial).toBe(false);
    expect(scoreAnswer(q('multiple', '1;2;4'), m, '1;4')).toEqual({ marks: -1, outcome: 'wrong' });
  });

  test('numerical tolerance: inside (edges included) is correct, outside is wrong', () => {
    const m = presetMarking('jee-advanced');
    const t = q('numerical', '9.8', { tolerance: 0.05 });
    expect(scoreAnswer(t, m, '9.75').outcome).toBe('correct');
    expect(scoreAnswer(t, m, '9.85').outcome).toBe('correct');
    expect(scoreAnswer(t, m, '9.86')).toEqual({ marks: 0, outcome: 'wrong' });
    // 0.8 − 0.7 is 0.10000000000000009 in floating point: still at the edge of a 0.1 tolerance.
    expect(scoreAnswer(q('numerical', '0.7', { tolerance: 0.1 }), m, '0.8').outcome).toBe('correct');
    expect(scoreAnswer(q('numerical', '7'), m, '7.0').outcome).toBe('correct');
    expect(scoreAnswer(q('numerical', '7'), m, 'seven').outcome).toBe('wrong');
  });

  test('dropped questions: full marks to all, or only to those who attempted', () => {
    const m = presetMarking('jee-main');
    expect(scoreAnswer(q('single', '2', { dropped: 'all' }), m, null)).toEqual({
      marks: 4,
      outcome: 'dropped',
    });
    expect(scoreAnswer(q('single', '2', { dropped: 'all' }), m, '1')).toEqual({
      marks: 4,
      outcome: 'dropped',
    });
    expect(scoreAnswer(q('single', '2', { dropped: 'attempted' }), m, '1')).toEqual({
      marks: 4,
      outcome: 'dropped',
    });
    expect(scoreAnswer(q('single', '2', { dropped: 'attempted' }), m, null)).toEqual({
      marks: 0,
      outcome: 'dropped',
    });
  });
});

describe('canonical answers', () => {
  test.each([
    ['single', '3', '3'],
    ['single', 'B', '2'],
    ['single', ' c ', '3'],
    ['multiple', 'A;C', '1;3'],
    ['multiple', '3;1', '1;3'],
    ['multiple', 'AC', '1;3'],
    ['multiple', '1,3,4', '1;3;4'],
    ['numerical', '12.5', '12.5'],
    ['numerical', '-3', '-3'],
    ['numerical', '07', '7'],
  ] as const)('%s %j → %j', (type, raw, expected) => {
    expect(canonicalAnswer(type, raw)).toEqual({ ok: true, answer: expected });
  });
  test.each([
    ['numerical', 'C', "'C' is not a number"],
    ['numerical', '1e5', "'1e5' is not a number"],
    ['single', '5', "'5' is not an option (1–4 or A–D)"],
    ['single', '1;2', "'1;2' gives 2 options; the question has one answer"],
    ['multiple', 'A;A', 'option A is given twice'],
  ] as const)('%s %j is refused: %s', (type, raw, error) => {
    expect(canonicalAnswer(type, raw)).toEqual({ ok: false, error });
  });
  test('integer-only numerical answers refuse decimals; empty is no answer', () => {
    expect(canonicalAnswer('numerical', '4.5', true)).toEqual({
      ok: false,
      error: "'4.5' is not a whole number",
    });
    expect(canonicalAnswer('numerical', '  ')).toEqual({ ok: true, answer: null });
    expect(canonicalAnswer('single', null)).toEqual({ ok: true, answer: null });
  });
  test('a question of 2 decimal places refuses 3 or more after the point, and takes 2 or fewer', () => {
    expect(canonicalAnswer('numerical', '3.14159', false, 2)).toEqual({
      ok: false,
      error: "'3.14159' has more than 2 digits after the decimal point",
    });
    expect(canonicalAnswer('numerical', '-0.125', false, 1)).toEqual({
      ok: false,
      error: "'-0.125' has more than 1 digit after the decimal point",
    });
    expect(canonicalAnswer('numerical', '3.14', false, 2)).toEqual({ ok: true, answer: '3.14' });
    expect(canonicalAnswer('numerical', '-3.1', false, 2)).toEqual({ ok: true, answer: '-3.1' });
    expect(canonicalAnswer('numerical', '12', false, 2)).toEqual({ ok: true, answer: '12' });
    // Without places (an older test), up to 6 as before; a whole-number question keeps its own message.
    expect(canonicalAnswer('numerical', '3.141593', false, null)).toEqual({ ok: true, answer: '3.141593' });
    expect(canonicalAnswer('numerical', '3.141593')).toEqual({ ok: true, answer: '3.141593' });
    expect(canonicalAnswer('numerical', '3.5', true, 2)).toEqual({
      ok: false,
      error: "'3.5' is not a whole number",
    });
  });
  test('decimal places belong only to a decimal question, 1 to 6', () => {
    const decimal = { type: 'numerical', integerOnly: false } as const;
    expect(questionDecimals({ ...decimal, decimals: 2 })).toBe(2);
    expect(questionDecimals({ ...decimal, decimals: null })).toBeNull();
    expect(questionDecimals(decimal)).toBeNull();
    expect(questionDecimals({ ...decimal, decimals: 7 })).toBeNull();
    expect(questionDecimals({ ...decimal, integerOnly: true, decimals: 2 })).toBeNull();
    expect(questionDecimals({ type: 'single', integerOnly: false, decimals: 2 })).toBeNull();
  });
});

describe('presets and totals', () => {
  test('JEE Main: 20 + 5 per subject, 180 minutes; NEET 180 questions', () => {
    const main = presetSpec('jee-main');
    expect(main.durationMinutes).toBe(180);
    expect(main.sections.map((s) => `${s.name}:${s.type}:${s.count}`)).toEqual([
      'Physics Section A:single:20',
      'Physics Section B:numerical:5',
      'Chemistry Section A:single:20',
      'Chemistry Section B:numerical:5',
      'Mathematics Section A:single:20',
      'Mathematics Section B:numerical:5',
    ]);
    const neet = presetSpec('neet');
    expect(neet.sections.reduce((n, s) => n + s.count, 0)).toBe(180);
    expect(neet.durationMinutes).toBe(180);
  });
  test('a shorter paper is spread over the preset in proportion (24 questions: 6 + 2 per subject)', () => {
    const spec = presetSpec('jee-main');
    const names = Array.from({ length: 24 }, (_, i) => presetPlace(spec, i, 24).name);
    expect(names.filter((n) => n === 'Physics Section A')).toHaveLength(6);
    expect(names.filter((n) => n === 'Physics Section B')).toHaveLength(2);
    expect(names.slice(22)).toEqual(['Mathematics Section B', 'Mathematics Section B']);
  });
  test('a whole attempt: total, maximum and per-section groups', () => {
    const marking: MarkingScheme = presetMarking('jee-advanced');
    const question = (
      number: number,
      type: QuestionType,
      answer: string,
      section: string,
    ): AdminQuestion => ({
      number,
      section,
      type,
      optionLabels: 'numbers',
      answer,
      tolerance: null,
      integerOnly: false,
      dropped: null,
      chapter: number < 3 ? 'Optics' : null,
      regions: [],
      solutionRegions: [],
    });
    const test = {
      sections: [
        { name: 'P1', subject: 'Physics', marking },
        { name: 'P2', subject: 'Physics', marking },
      ],
      questions: [
        question(1, 'single', '1', 'P1'),
        question(2, 'multiple', '1;2;3', 'P2'),
        question(3, 'numerical', '5', 'P2'),
      ],
    };
    const scored = scoreAnswers(
      test,
      new Map([
        [1, { answer: '2', timeSpentMs: 1000 }],
        [2, { answer: '1;3', timeSpentMs: 2000 }],
      ]),
    );
    expect(totalOf(scored)).toBe(-1 + 2 + 0);
    expect(maxScoreOf(test)).toBe(3 + 4 + 4);
    expect(groupScores(test, scored, (x) => x.section)).toEqual([
      {
        name: 'P1',
        score: -1,
        maxScore: 3,
        correct: 0,
        partial: 0,
        wrong: 1,
        unattempted: 0,
        accuracy: 0,
        timeSpentMs: 1000,
      },
      {
        name: 'P2',
        score: 2,
        maxScore: 8,
        correct: 0,
        partial: 1,
        wrong: 0,
        unattempted: 1,
        accuracy: 0,
        timeSpentMs: 2000,
      },
    ]);
    expect(groupScores(test, scored, (x) => x.chapter).map((g) => g.name)).toEqual(['Optics']);
  });
  test('NTA percentile: 100 × share scoring at most yours', () => {
    expect(ntaPercentile(1, 1)).toBe(100);
    expect(ntaPercentile(3, 4)).toBe(75);
    expect(ntaPercentile(2, 3)).toBe(66.6666667);
  });
});
