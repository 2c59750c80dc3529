import { enqueueSnackbar } from 'notistack';

/**
 * Toasts through the shell's one SnackbarProvider (shared notistack singleton). SPEC 8/9: success 2 s,
 * errors 4 s. A copy of the shell's helper on purpose: remotes never import the shell.
 */
export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 2000 }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: 4000 }),
  /** A notice shown once even if asked twice (a guard page may render twice before it redirects). */
  once: (message: string) =>
    enqueueSnackbar(message, { variant: 'info', autoHideDuration: 4000, preventDuplicate: true }),
};
