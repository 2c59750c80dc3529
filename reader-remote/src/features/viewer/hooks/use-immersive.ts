import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Controls hide after this long without pointer activity in immersive mode (SPEC 9): 3 s. */
export const CONTROLS_HIDE_MS = 3000;

/**
 * Fullscreen/immersive mode (SPEC 2): asks the browser for fullscreen on `target` where it can, and in
 * immersive mode hides the controls after 3 s without pointer activity. Leaving browser fullscreen (Esc
 * handled by the browser) also leaves immersive mode.
 */
export function useImmersive(target: RefObject<HTMLElement | null>): {
  immersive: boolean;
  controlsVisible: boolean;
  toggle: () => void;
  onActivity: () => void;
} {
  const [immersive, setImmersive] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [activity, setActivity] = useState(0);

  const toggle = useCallback(() => {
    setImmersive((on) => {
      const next = !on;
      const el = target.current;
      if (next && el?.requestFullscreen && !document.fullscreenElement) {
        el.requestFullscreen().catch(() => undefined);
      } else if (!next && document.fullscreenElement) {
        document.exitFullscreen().catch(() => undefined);
      }
      return next;
    });
  }, [target]);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setImmersive(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    setControlsVisible(true);
    if (!immersive) return undefined;
    const timer = window.setTimeout(() => setControlsVisible(false), CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [immersive, activity]);

  const onActivity = useCallback(() => setActivity((n) => n + 1), []);
  return { immersive, controlsVisible, toggle, onActivity };
}
