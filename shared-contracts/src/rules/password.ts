/**
 * The password rule of registration and password change (OWASP ASVS 5.0 V6.2), written once for the API and
 * the register form. NOT re-exported from `rules/index.ts`: it carries the zxcvbn-ts dictionaries (about
 * 1 MB), so browser apps load it lazily (`import('@exam/shared-contracts/rules/password')` on /register)
 * and the guest home's JavaScript never includes it.
 *
 * - at least {@link PASSWORD_MIN_LENGTH} characters (Unicode code points), at most
 *   {@link PASSWORD_MAX_LENGTH}; not only whitespace; no composition rules (no "one digit, one symbol");
 * - not a common or breached password, nor a guessable variation of one: zxcvbn-ts with the
 *   `@zxcvbn-ts/language-common` dictionaries (passwords and diceware lists), score at least
 *   {@link PASSWORD_MIN_SCORE} of 4;
 * - not built from the user's own e-mail or name (given to zxcvbn as user inputs, and refused outright when
 *   the password contains the e-mail's local part or equals the name).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accounts/auth-rules';

export { PASSWORD_RULE_TEXT, PASSWORD_STRENGTH_LABELS } from '../accounts/auth-rules';

/** zxcvbn score (0 to 4) a new password must reach. */
export const PASSWORD_MIN_SCORE = 3;

/** Refusal texts, the same in the form and in the API's 400s. */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  blank: 'Password cannot be only spaces',
  personal: 'Password must not contain your e-mail or name',
  weak: 'This password is too easy to guess: it is common or close to a common one. Try a few unrelated words.',
} as const;

/** The outcome of {@link checkPassword}: `score` 0 to 4, `error` null when the password is accepted. */
export interface PasswordCheck {
  score: 0 | 1 | 2 | 3 | 4;
  error: string | null;
}

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    // Also catches near misses of a listed password ("passw0rd1").
    useLevenshteinDistance: true,
  }));

/** The words of the user's own e-mail and name that a password must not be built from (lowercased). */
function personalWords(user: { email?: string; name?: string }): string[] {
  const email = (user.email ?? '').trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const name = (user.name ?? '').trim().toLowerCase();
  return [email, local, ...local.split(/[^a-z0-9]+/), name, ...name.split(/\s+/)].filter(
    (w) => w.length >= 3,
  );
}

/**
 * Checks `password` for a user with this e-mail and name (either may be empty while the form is being
 * filled). Synchronous; about a millisecond for a typical password once the dictionaries are loaded.
 */
export function checkPassword(password: string, user: { email?: string; name?: string } = {}): PasswordCheck {
  const length = [...password].length;
  const words = personalWords(user);
  const lower = password.toLowerCase();
  const { score } = zxcvbn().check(password.slice(0, 100), words);
  const error =
    length < PASSWORD_MIN_LENGTH
      ? PASSWORD_MESSAGES.tooShort
      : length > PASSWORD_MAX_LENGTH
        ? PASSWORD_MESSAGES.tooLong
        : password.trim() === ''
          ? PASSWORD_MESSAGES.blank
          : words.some((w) => (w.includes('@') || w.length >= 4 ? lower.includes(w) : lower === w))
            ? PASSWORD_MESSAGES.personal
            : score < PASSWORD_MIN_SCORE
              ? PASSWORD_MESSAGES.weak
              : null;
  return { score, error };
}
