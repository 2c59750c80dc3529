import type { EnqueueSnackbar, OptionsObject, SnackbarKey } from 'notistack';

/** Toast durations (docs/screens.md "Toasts"), in ms: success 2 s, errors and notices 4 s. */
export const TOAST_MS = { success: 2000, error: 4000, info: 4000 } as const;

/** A toast still waiting for the toaster after this long is dropped (its moment has passed), in ms. */
const GIVE_UP_MS = 10_000;

interface PendingToast {
  message: string;
  options: OptionsObject;
  /** When it was asked for (Date.now(), ms). */
  at: number;
}

/** The mounted provider's API, as `useSnackbar()` gives it. */
export interface ToasterApi {
  enqueueSnackbar: EnqueueSnackbar;
  closeSnackbar: (key?: SnackbarKey) => void;
}

const pending: PendingToast[] = [];
let nextKey = 0;
const requestListeners = new Set<() => void>();
let requested = false;
let toaster: ToasterApi | undefined;

/**
 * Calls `listener` once the first toast is asked for (at once if one already was): the `Toaster` loads
 * notistack (8 KB gzip) only then, so it is not part of a guest's first page (less
 * JavaScript before the first paint). Returns the unsubscribe function.
 */
export function onToastRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/**
 * Called by the `Toaster` once its notistack provider is mounted, with the provider's API (undefined when it
 * unmounts): shows the toasts that waited for it, in order.
 */
export function registerToaster(api: ToasterApi | undefined): void {
  toaster = api;
  flush();
}

function flush(): void {
  const now = Date.now();
  while (pending.length > 0 && now - pending[0].at > GIVE_UP_MS) pending.shift();
  while (toaster && pending.length > 0) {
    const toast = pending.shift()!;
    toaster.enqueueSnackbar(toast.message, toast.options);
  }
}

/** Queues a toast under its own key (chosen here, so it is known before notistack is loaded). */
function show(message: string, options: OptionsObject): SnackbarKey {
  // notistack's preventDuplicate compares keys when a toast has one: a notice shown once is keyed by its text.
  const key = options.key ?? (options.preventDuplicate ? `once:${message}` : `toast-${++nextKey}`);
  pending.push({ message, options: { ...options, key }, at: Date.now() });
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  flush();
  return key;
}

/** Closes a toast shown (or still waiting to be shown) under `key`. */
function close(key: SnackbarKey): void {
  const waiting = pending.findIndex((toast) => toast.options.key === key);
  if (waiting >= 0) pending.splice(waiting, 1);
  else toaster?.closeSnackbar(key);
}

/**
 * The one toast helper of every app. Toasts go to the one `Toaster` (docs/screens.md "Toasts": top-right, at
 * most 20 kept), which the shell (or a remote's standalone page) mounts once; no hook is needed and the
 * helper works outside components too. notistack is loaded on the first toast, and a toast asked for while it
 * loads waits for it (up to 10 s), in order.
 * - `success(message)`: green, 2 s;
 * - `error(message)`: red, 4 s;
 * - `info(message)`: neutral, 4 s;
 * - `once(message)`: a notice shown once even if asked twice (a guard page may render twice before it
 *   redirects);
 * - `custom(message, options)`: notistack's own options (e.g. an Undo `action`);
 * - `close(key)`: closes a toast by the key each of the others returns.
 */
export const notify = {
  success: (message: string) => show(message, { variant: 'success', autoHideDuration: TOAST_MS.success }),
  error: (message: string) => show(message, { variant: 'error', autoHideDuration: TOAST_MS.error }),
  info: (message: string) => show(message, { variant: 'info', autoHideDuration: TOAST_MS.info }),
  once: (message: string) =>
    show(message, { variant: 'info', autoHideDuration: TOAST_MS.info, preventDuplicate: true }),
  custom: (message: string, options: OptionsObject) => show(message, options),
  close,
};

/** The shape of {@link notify}, for components that take it as a dependency in tests. */
export type Notify = typeof notify;
