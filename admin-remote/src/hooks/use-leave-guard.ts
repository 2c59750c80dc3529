import { useEffect } from 'react';
import { registerLeaveGuard } from '../lib/leave-guard';

/**
 * While `dirty`, warns before the admin loses unsaved edits: the browser's own prompt on reload or close
 * (`beforeunload`), a confirmation with `message` before another dashboard tab or the tab's own navigation
 * (`mayLeave()`), and before following a link elsewhere in the app (a click on `<a href>` in the page,
 * cancelled when the admin says no).
 */
export function useLeaveGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || link.hasAttribute('download')) return;
      if (window.confirm(message)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: the router's own click handler on the link must not run first.
    document.addEventListener('click', onClick, true);
    const unregister = registerLeaveGuard(() => window.confirm(message));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      unregister();
    };
  }, [dirty, message]);
}
