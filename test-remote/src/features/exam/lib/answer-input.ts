import type { Translate } from '@exam/shared-contracts/i18n';
import { optionName, type OptionLabels, type QuestionType } from '@exam/shared-contracts/rules';
import { examT, type ExamMessageId } from '../i18n';

/**
 * What the candidate enters on the exam screen, as pure functions (ARCHITECTURE "Online tests"): options
 * are "Option 1"…"Option 4" (or A…D) because their texts are inside the question image; a numerical answer
 * is typed or entered on NTA's on-screen keypad. Answers use the contracts' canonical form
 * (rules/test-marking: "3", "1;3", "12.5").
 */

/**
 * An option's name on screen: "Option 3", or "Option C" for a paper that letters its options, in the
 * language of `t`.
 */
export function optionLabel(
  option: number,
  labels: OptionLabels,
  t: Translate<ExamMessageId> = examT,
): string {
  return t('Option {name}', { name: optionName(option, labels) });
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

/**
 * A typed numerical answer cleaned to what the keypad could have produced: an optional leading minus,
 * digits, and (unless `integerOnly`) one decimal point, within the digit limits. Anything else is dropped,
 * so typing and the keypad agree.
 */
export function sanitizeNumeric(text: string, integerOnly: boolean): string {
  const negative = text.trimStart().startsWith('-') || text.trimStart().startsWith('−');
  let whole = '';
  let fraction = '';
  let seenPoint = false;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (fraction.length < MAX_DECIMAL_DIGITS) fraction += ch;
      } else if (whole.length < MAX_INTEGER_DIGITS) whole += ch;
    } else if (ch === '.' && !integerOnly && !seenPoint) seenPoint = true;
  }
  return `${negative ? '-' : ''}${whole}${seenPoint ? `.${fraction}` : ''}`;
}

/** The keys of NTA's numeric keypad. */
export type KeypadKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | '-' | 'backspace' | 'clear';

/**
 * The value after one keypad press: a digit or "." is appended (refused past the limits, "." refused when
 * `integerOnly` or already there), "−" puts a minus in front or takes it away, Backspace removes the last
 * character, Clear All empties it.
 */
export function pressKey(value: string, key: KeypadKey, integerOnly: boolean): string {
  switch (key) {
    case 'backspace':
      return value.slice(0, -1);
    case 'clear':
      return '';
    case '-':
      return value.startsWith('-') ? value.slice(1) : `-${value}`;
    default:
      return sanitizeNumeric(value + key, integerOnly);
  }
}
