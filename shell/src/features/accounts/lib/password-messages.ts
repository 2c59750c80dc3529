import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PASSWORD_STRENGTH_LABELS,
} from '@exam/shared-contracts/constants';
import type { PASSWORD_MESSAGES } from '@exam/shared-contracts/rules/password';
import type { ShellMessageId } from '../../../lib/i18n';

/*
 * The shared password rule's texts (shared-contracts: PASSWORD_RULE_TEXT, PASSWORD_STRENGTH_LABELS,
 * PASSWORD_MESSAGES) stay English there, since the API answers with them; the forms show the shell's
 * messages instead, whose English is the same text (a test holds them equal). Keyed by the constants
 * themselves, so a label or refusal added to the rule is a type error here until it has its message.
 */

/** The placeholders of the rule's messages: its length bounds. */
export const PASSWORD_MESSAGE_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The rule as the forms show it under the password (PASSWORD_RULE_TEXT); {@link PASSWORD_MESSAGE_VALUES}. */
export const PASSWORD_RULE_MESSAGE: ShellMessageId =
  'At least {min} characters. Avoid common passwords and your own name or e-mail; a few unrelated words make a strong one.';

/** The message of each strength label (PASSWORD_STRENGTH_LABELS, by zxcvbn score 0 to 4). */
export const STRENGTH_MESSAGES: Record<(typeof PASSWORD_STRENGTH_LABELS)[number], ShellMessageId> = {
  'Very weak': 'Very weak',
  Weak: 'Weak',
  Fair: 'Fair',
  Strong: 'Strong',
  'Very strong': 'Very strong',
};

/** The message of each refusal of the rule (PASSWORD_MESSAGES), with {@link PASSWORD_MESSAGE_VALUES}. */
export const PASSWORD_ERROR_MESSAGES: Record<keyof typeof PASSWORD_MESSAGES, ShellMessageId> = {
  tooShort: 'Password must be at least {min} characters',
  tooLong: 'Password must be at most {max} characters',
  blank: 'Password cannot be only spaces',
  personal: 'Password must not contain your e-mail or name',
  weak: 'This password is too easy to guess: it is common or close to a common one. Try a few unrelated words.',
};
