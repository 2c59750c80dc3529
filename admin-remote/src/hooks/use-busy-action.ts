import { useCallback, useState } from 'react';
import { errorMessage, notify } from '@exam/shared-contracts/client';

/** The toasts of one action (SPEC 8): the success text, and the fallback when the server gives no `error`. */
export interface ActionMessages {
  success: string;
  failure: string;
}

/**
 * Runs the admin actions on a table's rows (approve, reject, delete, change a status or a role) the SPEC 8
 * way: while one runs, `busy` holds its key (which row, and which action if a row has several) so the table
 * can disable or relabel its buttons; then a success toast, or an error toast with the server's `error` text,
 * else `messages.failure`. `run` resolves true when the action succeeded.
 */
export function useBusyAction<K>(): {
  busy: K | null;
  run: (key: K, action: () => Promise<unknown>, messages: ActionMessages) => Promise<boolean>;
} {
  const [busy, setBusy] = useState<K | null>(null);
  const run = useCallback(async (key: K, action: () => Promise<unknown>, messages: ActionMessages) => {
    setBusy(key);
    try {
      await action();
      notify.success(messages.success);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, messages.failure));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
