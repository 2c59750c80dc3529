import { useEffect, useRef } from 'react';
import { isBlockedShortcut } from '@exam/shared-contracts/rules';

/**
 * The exam screen's integrity rules (docs/domains/exams.md "Online tests"), while `active`:
 * - leaving the tab (visibilitychange to hidden) reports a tab switch, leaving full screen a full-screen exit
 *   (`report`, which queues `POST …/integrity`; the admin sees the counts);
 * - the reader's protected shortcuts (Ctrl+S/P/U/C, F12, Ctrl+Shift+I/J/C), the context menu and dragging
 *   are blocked, in the capture phase so nothing else sees them first.
 */
export function useIntegrity(active: boolean, report: (event: 'tab-switch' | 'fullscreen-exit') => void) {
  const send = useRef(report);
  send.current = report;

  useEffect(() => {
    if (!active) return undefined;
    let wasFullscreen = document.fullscreenElement != null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send.current('tab-switch');
    };
    const onFullscreen = () => {
      const now = document.fullscreenElement != null;
      if (wasFullscreen && !now) send.current('fullscreen-exit');
      wasFullscreen = now;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isBlockedShortcut(e)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    const block = (e: Event) => e.preventDefault();
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('contextmenu', block, true);
    window.addEventListener('dragstart', block, true);
    window.addEventListener('copy', block, true);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('contextmenu', block, true);
      window.removeEventListener('dragstart', block, true);
      window.removeEventListener('copy', block, true);
    };
  }, [active]);
}
