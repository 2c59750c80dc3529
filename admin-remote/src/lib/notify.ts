import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts with the durations of SPEC 8/9: success 2 s, errors 4 s (the shell's SnackbarProvider shows them). */
export function useNotify(): { success: (message: string) => void; error: (message: string) => void } {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 2000 }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: 4000 }),
    }),
    [enqueueSnackbar],
  );
}
