import { enqueueSnackbar } from 'notistack';

/** Toast durations of SPEC 8/9: success 2 s, errors 4 s (ms). */
export const TOAST_MS = { success: 2000, error: 4000 } as const;

/**
 * Toasts through the one notistack `SnackbarProvider` of the shell (SPEC 2: top-right, at most 20 kept).
 * `enqueueSnackbar` is notistack's global API, so no hook is needed outside components.
 */
export const notify = {
  success: (message: string) =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_MS.success }),
  error: (message: string) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS.error }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_MS.error }),
};
