/**
 * Online tests (docs/domains/exams.md "Online tests"): question types, marking schemes and the scoring of one
 * answer, written once for the API (which scores) and the admin screen (which shows marks). Plain TypeScript.
 *
 * Answers travel as text in one canonical form ({@link canonicalAnswer}):
 * - single correct: the option number, `"3"`;
 * - multiple correct: the option numbers ascending, joined by `;`, `"1;3"`;
 * - numerical: the number as typed, `"12.5"`, `"-3"`.
 * Options are numbered from 1; a paper that letters them (A–D) is shown with letters but stored as numbers.
 */

/** Languages a paper may carry (NTA's booklets: English, and Hindi where "the English version is final"). */
export const TEST_LANGUAGES = ['en', 'hi'] as const;
export type TestLanguageCode = (typeof TEST_LANGUAGES)[number];

/** The kinds of question (NTA's CBT): one correct option, several correct options, or a number. */
export const QUESTION_TYPES = ['single', 'multiple', 'numerical'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How a question's options are named on screen: "Option 1"…"Option 4" or "Option A"…"Option D". */
export const OPTION_LABELS = ['numbers', 'letters'] as const;
export type OptionLabels = (typeof OPTION_LABELS)[number];

/** Options of a single- or multiple-correct question. */
export const OPTION_COUNT = 4;

/** Marks for one question type: `correct` (> 0) and `wrong` (≤ 0, e.g. −1). Unattempted is always 0. */
export interface TypeMarks {
  correct: number;
  wrong: number;
}

/**
 * Marks of a multiple-correct question. With `partial` (JEE Advanced's official table): all correct options
 * chosen and no wrong one → `correct`; only correct options chosen but not all → +1 per option chosen
 * (+3, +2 or +1); any wrong option chosen → `wrong`. Without it, anything but the exact set is `wrong`.
 */
export interface MultipleMarks extends TypeMarks {
  partial: boolean;
}

/** A section's marking scheme: marks per question type. */
export interface MarkingScheme {
  single: TypeMarks;
  multiple: MultipleMarks;
  numerical: TypeMarks;
}

/** How a dropped question is marked (key correction): full marks to everyone, or to those who answered it. */
export const DROP_MODES = ['all', 'attempted'] as const;
export type DropMode = (typeof DROP_MODES)[number];

/** What scoring needs of a question: its type, key, tolerance, and whether it was dropped. */
export interface ScoredQuestion {
  type: QuestionType;
  /** The key in canonical form; null only on a dropped question. */
  answer: string | null;
  /** Numerical only: the largest accepted distance from the key (0 or null: exact). */
  tolerance?: number | null;
  dropped?: DropMode | null;
}

/** The outcome of one question for one candidate. */
export type AnswerOutcome = 'correct' | 'partial' | 'wrong' | 'unattempted' | 'dropped';

/** Marks and outcome of one answer. */
export interface QuestionScore {
  marks: number;
  outcome: AnswerOutcome;
}

const numberPattern = /^-?(?:\d{1,9}(?:\.\d{1,6})?|\.\d{1,6})$/;
const integerPattern = /^-?\d{1,9}$/;

/** The most digits any numerical answer may have after its point; a question's `decimals` is 1 to this. */
export const MAX_DECIMALS = 6;

/**
 * The decimal places a numerical question takes, or null when the paper sets no limit (then up to
 * {@link MAX_DECIMALS}): only a numerical question that is not whole-number-only has them, so they are
 * dropped from any other question (docs/domains/exams.md "Online tests").
 */
export function questionDecimals(question: {
  type: QuestionType;
  integerOnly: boolean;
  decimals?: number | null;
}): number | null {
  if (question.type !== 'numerical' || question.integerOnly) return null;
  const d = question.decimals;
  return typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= MAX_DECIMALS ? d : null;
}

/** Option numbers of a canonical single or multiple answer (`"1;3"` → [1, 3]). */
export function optionsOf(answer: string): number[] {
  return answer.split(';').map(Number);
}

/**
 * The canonical form of a student's or a key's answer for `type`, or an error text when it is not one:
 * `single` takes `"3"` or a letter (`"C"`); `multiple` takes `"1;3"`, `"A;C"`, `"A,C"` or `"AC"`
 * (sorted, duplicates refused); `numerical` takes a decimal number (`integerOnly`: a whole number), at
 * most 9 digits before and 6 after the point, or fewer after it when the question sets `decimals` (1–6;
 * null or absent: 6), so "3.14159" on a 2-place question is refused, not rounded ("'3.14159' has more than
 * 2 digits after the decimal point"). `null` and `""` are "no answer" (null).
 */
export function canonicalAnswer(
  type: QuestionType,
  raw: string | null,
  integerOnly = false,
  decimals: number | null = null,
): { ok: true; answer: string | null } | { ok: false; error: string } {
  if (raw === null) return { ok: true, answer: null };
  const text = raw.trim();
  if (!text) return { ok: true, answer: null };
  if (type === 'numerical') {
    if (!numberPattern.test(text)) return { ok: false, error: `'${short(text)}' is not a number` };
    if (integerOnly && !integerPattern.test(text))
      return { ok: false, error: `'${short(text)}' is not a whole number` };
    const places = text.split('.')[1]?.length ?? 0;
    if (!integerOnly && decimals !== null && places > decimals)
      return {
        ok: false,
        error: `'${short(text)}' has more than ${decimals} digit${decimals === 1 ? '' : 's'} after the decimal point`,
      };
    // One spelling per value: "07" and "7.0" are the key "7".
    return { ok: true, answer: String(Number(text)) };
  }
  const parts = (/^[A-Da-d]{2,4}$/.test(text) ? text.split('') : text.split(/\s*[;,]\s*/)).map((p) =>
    p.trim(),
  );
  const options: number[] = [];
  for (const part of parts) {
    const n = /^[1-4]$/.test(part) ? Number(part) : /^[A-Da-d]$/.test(part) ? letterOption(part) : NaN;
    if (!Number.isInteger(n)) return { ok: false, error: `'${short(part)}' is not an option (1–4 or A–D)` };
    if (options.includes(n)) return { ok: false, error: `option ${part} is given twice` };
    options.push(n);
  }
  if (type === 'single' && options.length !== 1)
    return {
      ok: false,
      error: `'${short(text)}' gives ${options.length} options; the question has one answer`,
    };
  options.sort((a, b) => a - b);
  return { ok: true, answer: options.join(';') };
}

const letterOption = (letter: string) => letter.toUpperCase().charCodeAt(0) - 64;
const short = (s: string) => (s.length > 24 ? `${s.slice(0, 24)}…` : s);

/** An option's name on screen: `optionName(3, 'letters')` → "C", `optionName(3, 'numbers')` → "3". */
export function optionName(option: number, labels: OptionLabels): string {
  return labels === 'letters' ? String.fromCharCode(64 + option) : String(option);
}

/** A canonical answer as a student reads it: `"1;3"` → "A, C" with letters; numbers as they are. */
export function displayAnswer(type: QuestionType, answer: string | null, labels: OptionLabels): string {
  if (answer === null) return '—';
  if (type === 'numerical') return answer;
  return optionsOf(answer)
    .map((o) => optionName(o, labels))
    .join(', ');
}

/** Full marks of a question of `type` under `marking`. */
export function fullMarks(type: QuestionType, marking: MarkingScheme): number {
  return marking[type].correct;
}

/**
 * Scores one answer (`given`, canonical or null) against `question` under `marking`. An answer that is
 * not in canonical form for the type is marked wrong (the API refuses such saves, so this only guards).
 * A dropped question gives full marks to everyone (`all`) or to whoever answered it (`attempted`).
 */
export function scoreAnswer(
  question: ScoredQuestion,
  marking: MarkingScheme,
  given: string | null,
): QuestionScore {
  const full = fullMarks(question.type, marking);
  if (question.dropped === 'all') return { marks: full, outcome: 'dropped' };
  if (given === null) return { marks: 0, outcome: question.dropped ? 'dropped' : 'unattempted' };
  if (question.dropped === 'attempted') return { marks: full, outcome: 'dropped' };
  const key = question.answer;
  if (key === null) return { marks: 0, outcome: 'unattempted' };
  const wrong = { marks: marking[question.type].wrong, outcome: 'wrong' } as const;
  if (question.type === 'numerical') {
    const value = Number(given);
    if (!numberPattern.test(given) || !Number.isFinite(value)) return wrong;
    const tolerance = Math.max(0, question.tolerance ?? 0);
    // A float's rounding (0.1 + 0.2) must not turn a correct answer at the edge of the tolerance wrong.
    return Math.abs(value - Number(key)) <= tolerance + 1e-9 ? { marks: full, outcome: 'correct' } : wrong;
  }
  if (question.type === 'single') return given === key ? { marks: full, outcome: 'correct' } : wrong;
  const chosen = optionsOf(given);
  const correct = new Set(optionsOf(key));
  if (chosen.some((o) => !Number.isInteger(o) || !correct.has(o))) return wrong;
  if (chosen.length === correct.size) return { marks: full, outcome: 'correct' };
  return marking.multiple.partial ? { marks: chosen.length, outcome: 'partial' } : wrong;
}

/**
 * NTA's percentile: 100 × the share of candidates whose score is at most yours, rounded to 7 decimals as
 * NTA publishes it. `atMost` includes the candidate; `total` ≥ 1.
 */
export function ntaPercentile(atMost: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((100 * atMost * 1e7) / total) / 1e7;
}

/**
 * True when the key decides a question: it has an answer, or it was dropped (then its marks follow the
 * drop's rule). A test is published only when every question is keyed.
 */
export function isKeyed(question: { answer: string | null; dropped: DropMode | null }): boolean {
  return question.answer !== null || question.dropped !== null;
}
