import type { Translate } from '@exam/web-platform/i18n';
import {
  canonicalAnswer,
  optionName,
  questionDecimals,
  type OptionLabels,
  type QuestionType,
} from '@exam/shared-contracts/rules';
import { examT, type ExamMessageId } from '../i18n';

/**
 * What the candidate enters on the exam screen, as pure functions (docs/domains/exams.md "Online tests"):
 * options are named as the paper prints them, "Option (1)"…"Option (4)" (or (A)…(D)), because their texts are
 * inside the question image; a numerical answer
 * is typed or entered on NTA's on-screen keypad. Answers use the contracts' canonical form
 * (rules/test-marking: "3", "1;3", "12.5").
 */

/**
 * An option's name on screen, as the paper prints it: "Option (3)", or "Option (C)" for a paper that
 * letters its options, in the language of `t`.
 */
export function optionLabel(
  option: number,
  labels: OptionLabels,
  t: Translate<ExamMessageId> = examT,
): string {
  return t('Option ({name})', { name: optionName(option, labels) });
}

/** The options chosen in a canonical single or multiple answer (`"1;3"` → [1, 3]; null → []). */
export function chosenOptions(answer: string | null): number[] {
  return answer ? answer.split(';').map(Number) : [];
}

/**
 * The answer after the candidate picks `option`: single correct → that option; multiple correct → the
 * option added or, if it was chosen, taken away (null when none is left).
 */
export function pickOption(type: QuestionType, answer: string | null, option: number): string | null {
  if (type !== 'multiple') return String(option);
  const chosen = new Set(chosenOptions(answer));
  if (chosen.has(option)) chosen.delete(option);
  else chosen.add(option);
  return chosen.size ? [...chosen].sort((a, b) => a - b).join(';') : null;
}

/** Digits a numerical answer may have before and after its decimal point (the server's limits). */
export const MAX_INTEGER_DIGITS = 9;
export const MAX_DECIMAL_DIGITS = 6;
/** The longest text the answer box takes (characters): room for a sign, 9 + 6 digits and a point. */
export const MAX_NUMERIC_LENGTH = 20;

/** The typed minus signs a student may use: ASCII "-" and the keypad's "−" (U+2212). */
const MINUS = /^[-−]/;

/**
 * A typed numerical answer in the server's spelling: the keypad's "−" as "-", surrounding spaces and a
 * point with no digit after it ("5.") gone. The digits are never changed, so what is saved is the number
 * the student typed.
 */
export function numericText(text: string): string {
  return text
    .trim()
    .replace(MINUS, '-')
    .replace(/(\d)\.$/, '$1');
}

/** The message of a decimal question's limit, with its number `n` (1–6) as the translation's value. */
export const DECIMALS_PROBLEM: ExamMessageId =
  '{n, plural, one {At most {n} digit after the decimal point} other {At most {n} digits after the decimal point}}';

/**
 * Why a typed numerical answer cannot be saved as it stands, or null when it can (empty counts as no
 * answer). The text is never rewritten to make it fit: on a whole-number question "66.44" is refused, not
 * read as 6644, and the student rounds it as the paper says; on a question of `decimals` places (1–6, the
 * paper's "correct to two decimal places"; null: up to 6) "3.141" is refused with {@link DECIMALS_PROBLEM}
 * for 2, not cut to 3.14. Translate the id with `{ n: decimals }` (the other messages ignore it).
 */
export function numericProblem(
  text: string,
  integerOnly: boolean,
  decimals: number | null = null,
): ExamMessageId | null {
  const value = numericText(text);
  if (!value) return null;
  if (integerOnly && /^-?\d*[.,]\d*$/.test(value) && /\d/.test(value)) {
    return 'This answer must be a whole number';
  }
  // A lone "-" or "." is an answer being typed, refused only when saved.
  if (value !== '-' && value !== '.' && !/^-?(\d+(\.\d*)?|\.\d+)$/.test(value)) {
    return 'Enter digits only, with one decimal point and a minus sign in front if needed';
  }
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  if (!integerOnly && decimals !== null && whole.length <= MAX_INTEGER_DIGITS && fraction.length > decimals) {
    return DECIMALS_PROBLEM;
  }
  if (whole.length > MAX_INTEGER_DIGITS || fraction.length > MAX_DECIMAL_DIGITS) {
    return 'At most 9 digits before the decimal point and 6 after it';
  }
  return null;
}

/**
 * The draft of `question` as the answer to save, in the contracts' canonical form, or the message saying
 * why it cannot be saved (in the language of `t`). A numerical draft is checked by `numericProblem` (with
 * the question's decimal places, absent from an older API: up to 6) and never rewritten; "07" and "7.0" are saved as "7", the same number.
 */
export function draftAnswer(
  question: { type: QuestionType; integerOnly: boolean; decimals?: number | null },
  draft: string | null,
  t: Translate<ExamMessageId> = examT,
): { ok: true; answer: string | null } | { ok: false; error: string } {
  if (question.type !== 'numerical' || !draft?.trim()) {
    return canonicalAnswer(question.type, draft, question.integerOnly);
  }
  const decimals = questionDecimals(question);
  const problem = numericProblem(draft, question.integerOnly, decimals);
  if (problem) return { ok: false, error: t(problem, { n: decimals }) };
  const answer = canonicalAnswer('numerical', numericText(draft), question.integerOnly, decimals);
  return answer.ok ? answer : { ok: false, error: t('Enter a number to save this answer.') };
}

/** The keys of NTA's numeric keypad. */
export type KeypadKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | '-' | 'backspace' | 'clear';

/**
 * The value after one keypad press: a digit or "." is appended at the end (a digit past the 9 + 6 digit
 * limits and a "." on a whole-number question or after another "." do nothing), "−" puts a minus in front
 * or takes it away, Backspace removes the last character, Clear All empties it. What is already in the box
 * is never rewritten.
 */
export function pressKey(value: string, key: KeypadKey, integerOnly: boolean): string {
  switch (key) {
    case 'backspace':
      return value.slice(0, -1);
    case 'clear':
      return '';
    case '-':
      return MINUS.test(value) ? value.slice(1) : `-${value}`;
    case '.':
      return integerOnly || value.includes('.') ? value : `${value}.`;
    default: {
      const next = value + key;
      const [whole, fraction = ''] = numericText(next).replace('-', '').split('.');
      const tooLong = whole.length > MAX_INTEGER_DIGITS || fraction.length > MAX_DECIMAL_DIGITS;
      return tooLong ? value : next;
    }
  }
}
