import { useCallback, useRef, useState } from 'react';
import { ADMIN_UNDO } from '@exam/shared-contracts/constants';
import { errorMessage, notify } from '@exam/web-platform/client';
import type { SnackbarKey } from 'notistack';
import { notifyUndoable } from '../components/undo-toast';

/**
 * How an action is taken back: `action` calls the server's undo route; `done` is the
 * success toast, `failure` the fallback error text (a late undo gets the server's 409 `error`).
 */
export interface UndoMessages {
  action: () => Promise<unknown>;
  done: string;
  failure: string;
}

/**
 * The toasts of one action (docs/domains/operations.md "Errors"): the success text, and the fallback when the
 * server gives no `error`. With `undo`, the success toast carries an Undo button for 5 s.
 */
export interface ActionMessages {
  success: string;
  failure: string;
  undo?: UndoMessages;
}

/**
 * Runs the admin actions on a table's rows (approve, reject, delete, change a status or a role) the
 * docs/domains/operations.md "Errors" way: while one runs, `busy` holds its key (which row, and which action
 * if a row has several) so the table can disable or relabel its buttons; then a success toast, or an error
 * toast with the server's `error` text, else `messages.failure`. `run` resolves true when the action
 * succeeded. An undoable action's toast offers Undo; `undoLast()` takes the latest one back from the keyboard
 * while its toast is up (true if there was one).
 */
export function useBusyAction<K>(): {
  busy: K | null;
  run: (key: K, action: () => Promise<unknown>, messages: ActionMessages) => Promise<boolean>;
  undoLast: () => boolean;
} {
  const [busy, setBusy] = useState<K | null>(null);
  const last = useRef<{ undo: () => void; toast: SnackbarKey; until: number } | null>(null);

  const run = useCallback(async (key: K, action: () => Promise<unknown>, messages: ActionMessages) => {
    setBusy(key);
    try {
      await action();
      const { undo } = messages;
      if (!undo) {
        notify.success(messages.success);
        return true;
      }
      let used = false;
      const take = () => {
        if (used) return;
        used = true;
        last.current = null;
        undo.action().then(
          () => notify.success(undo.done),
          (error: unknown) => notify.error(errorMessage(error, undo.failure)),
        );
      };
      const toast = notifyUndoable(messages.success, take);
      last.current = { undo: take, toast, until: Date.now() + ADMIN_UNDO.toastMs };
      return true;
    } catch (error) {
      notify.error(errorMessage(error, messages.failure));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);

  const undoLast = useCallback(() => {
    const current = last.current;
    if (!current || Date.now() > current.until) return false;
    notify.close(current.toast);
    current.undo();
    return true;
  }, []);

  return { busy, run, undoLast };
}
