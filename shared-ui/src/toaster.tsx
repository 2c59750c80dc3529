/**
 * The kit's `/toaster`: the one toast container. Its queue and the `notify` helper stay in the contracts'
 * client singleton, so a remote's `notify` reaches this container wherever it is mounted.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested, registerToaster, TOAST_MS } from '@exam/web-platform/client';

/**
 * notistack's provider with a bridge that hands its API to `notify`, loaded with notistack's
 * chunk on the first toast (8 KB gzip a guest's home page never needs).
 */
const LoadedToaster = lazy(async () => {
  const { SnackbarProvider, useSnackbar } = await import('notistack');
  function Bridge() {
    const { enqueueSnackbar, closeSnackbar } = useSnackbar();
    useEffect(() => {
      registerToaster({ enqueueSnackbar, closeSnackbar });
      return () => registerToaster(undefined);
    }, [enqueueSnackbar, closeSnackbar]);
    return null;
  }
  function Provider() {
    return (
      <SnackbarProvider {...SNACKBAR}>
        <Bridge />
      </SnackbarProvider>
    );
  }
  return { default: Provider };
});

/** docs/screens.md "Toasts": toasts top-right, at most 20 kept, 4 s unless a call says otherwise. */
const SNACKBAR = {
  maxSnack: 20,
  autoHideDuration: TOAST_MS.error,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/**
 * The one toast container (docs/screens.md "Toasts") of the shell, or of a remote's standalone page: mounted
 * once, anywhere (it wraps nothing). It loads notistack when the first toast is asked for through `notify`
 * (what a guest's home page does not need is split off); a toast asked for while it loads waits for it.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
