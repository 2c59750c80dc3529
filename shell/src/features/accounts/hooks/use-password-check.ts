import type {
  checkPassword as CheckPassword,
  PASSWORD_MESSAGES as PasswordMessages,
  PasswordCheck,
} from '@exam/shared-contracts/rules/password';
import { useEffect, useMemo, useState } from 'react';
import { PASSWORD_ERROR_MESSAGES, PASSWORD_MESSAGE_VALUES } from '../lib/password-messages';
import type { Shown } from '../lib/shown';

type PasswordRule = { checkPassword: typeof CheckPassword; PASSWORD_MESSAGES: typeof PasswordMessages };

/** The rule's outcome as the forms show it: the zxcvbn score (0 to 4) and the refusal, null when accepted. */
export interface PasswordVerdict {
  score: PasswordCheck['score'];
  error: Shown | null;
}

/** The refusal as the shell's message (the rule's own English text only if the shell has none for it). */
function verdictOf(rule: PasswordRule, { score, error }: PasswordCheck): PasswordVerdict {
  if (error === null) return { score, error: null };
  const keys = Object.keys(PASSWORD_ERROR_MESSAGES) as (keyof typeof PASSWORD_ERROR_MESSAGES)[];
  const key = keys.find((k) => rule.PASSWORD_MESSAGES[k] === error);
  return {
    score,
    error: key ? { id: PASSWORD_ERROR_MESSAGES[key], values: PASSWORD_MESSAGE_VALUES } : { text: error },
  };
}

/**
 * The shared password rule (`@exam/shared-contracts/rules/password`: zxcvbn-ts and its ~1 MB of
 * dictionaries) applied to what is typed, for the register and reset forms. The rule is loaded by a dynamic
 * import when the form mounts, so it is its own chunk and never part of the guest home's JavaScript. `null`
 * until it is loaded or while the password is empty; the server applies the same rule either way. A refusal
 * comes back as the shell's message (lib/password-messages), so it shows in the chosen language.
 */
export function usePasswordCheck(
  password: string,
  user: { email: string; name: string },
): PasswordVerdict | null {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  useEffect(() => {
    let live = true;
    void import('@exam/shared-contracts/rules/password')
      .then((module) => {
        if (live) setRule(module);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const { email, name } = user;
  return useMemo(
    () => (rule && password ? verdictOf(rule, rule.checkPassword(password, { email, name })) : null),
    [rule, password, email, name],
  );
}
