import { enqueueSnackbar } from 'notistack';

/** Toast durations of SPEC 8/9, in ms: success 2 s, errors and notices 4 s. */
export const TOAST_MS = { success: 2000, error: 4000, info: 4000 } as const;

/**
 * The one toast helper of every app. Toasts go through the shell's single notistack `SnackbarProvider`
 * (SPEC 2: top-right, at most 20 kept); `enqueueSnackbar` is notistack's global API (a shared singleton), so
 * no hook is needed and the helper works outside components too.
 * - `success(message)`: green, 2 s;
 * - `error(message)`: red, 4 s;
 * - `info(message)`: neutral, 4 s;
 * - `once(message)`: a notice shown once even if asked twice (a guard page may render twice before it
 *   redirects).
 */
export const notify = {
  success: (message: string) =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_MS.success }),
  error: (message: string) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS.error }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_MS.info }),
  once: (message: string) =>
    enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_MS.info, preventDuplicate: true }),
};

/** The shape of {@link notify}, for components that take it as a dependency in tests. */
export type Notify = typeof notify;
