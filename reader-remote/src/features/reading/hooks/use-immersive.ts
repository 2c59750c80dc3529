import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Controls hide after this long without pointer activity in immersive mode
 * (docs/domains/reading.md "Viewer limits"): 3 s. */
export const CONTROLS_HIDE_MS = 3000;

/**
 * Fullscreen/immersive mode (docs/domains/reading.md "Controls"): asks the browser for fullscreen on `target`
 * where it can, and in immersive mode hides the controls after 3 s without pointer activity. Leaving browser
 * fullscreen (Esc handled by the browser) also leaves immersive mode.
 *
 * Leaving fullscreen is asynchronous: a toggle back on while our own exit is still under way (a quick
 * "f f") is remembered and asks for fullscreen again once the exit ends, instead of being undone by the
 * exit's `fullscreenchange`.
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
  /** The state the student asked for last, read by the fullscreenchange handler. */
  const wanted = useRef(false);
  /** True from our own exitFullscreen() call until the browser reports that fullscreen ended. */
  const exiting = useRef(false);

  const enter = useCallback(() => {
    const el = target.current;
    if (!el?.requestFullscreen || document.fullscreenElement) return;
    el.requestFullscreen().catch(() => {
      // Refused (no user activation left, or not allowed): immersive mode goes on without fullscreen.
    });
  }, [target]);

  const toggle = useCallback(() => {
    const next = !wanted.current;
    wanted.current = next;
    if (next) {
      if (!exiting.current) enter();
    } else if (document.fullscreenElement) {
      exiting.current = true;
      document.exitFullscreen().catch(() => {
        exiting.current = false;
      });
    }
    setImmersive(next);
  }, [enter]);

  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement) return;
      if (exiting.current) {
        exiting.current = false;
        if (wanted.current) enter();
        return;
      }
      // The browser left fullscreen on its own (Esc, F11, a dialog): so does immersive mode.
      wanted.current = false;
      setImmersive(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, [enter]);

  useEffect(() => {
    setControlsVisible(true);
    if (!immersive) return undefined;
    const timer = window.setTimeout(() => setControlsVisible(false), CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [immersive, activity]);

  const onActivity = useCallback(() => setActivity((n) => n + 1), []);
  return { immersive, controlsVisible, toggle, onActivity };
}
