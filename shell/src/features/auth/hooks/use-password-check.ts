import type { checkPassword as CheckPassword, PasswordCheck } from '@exam/shared-contracts/rules/password';
import { useEffect, useMemo, useState } from 'react';

type PasswordRule = { checkPassword: typeof CheckPassword };

/**
 * The shared password rule (`@exam/shared-contracts/rules/password`: zxcvbn-ts and its ~1 MB of
 * dictionaries) applied to what is typed, for the register form. The rule is loaded by a dynamic import when
 * the form mounts, so it is its own chunk and never part of the guest home's JavaScript. `null` until it is
 * loaded or while the password is empty; the server applies the same rule either way.
 */
export function usePasswordCheck(
  password: string,
  user: { email: string; name: string },
): PasswordCheck | null {
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
    () => (rule && password ? rule.checkPassword(password, { email, name }) : null),
    [rule, password, email, name],
  );
}
