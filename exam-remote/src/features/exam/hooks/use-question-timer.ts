import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * Time on screen per question (ms), as NTA's analysis shows it: the question shown gathers time while the
 * tab is visible. `times` holds the totals (seeded from the server and the journal on resume); `persist`
 * is called with them whenever a stint ends, so a reload loses at most the seconds since.
 */
export function useQuestionTimer(persist: (times: Record<number, number>) => void) {
  const times = useRef<Record<number, number>>({});
  const stint = useRef<{ number: number; since: number | null } | null>(null);
  const save = useRef(persist);
  save.current = persist;

  /** Ends the running stint, adding it to its question. */
  const pause = useCallback(() => {
    const s = stint.current;
    if (s?.since != null) {
      times.current = {
        ...times.current,
        [s.number]: (times.current[s.number] ?? 0) + (Date.now() - s.since),
      };
      s.since = null;
      save.current(times.current);
    }
  }, []);

  /** Starts timing question `number` (ending the stint of the one before). */
  const start = useCallback(
    (number: number) => {
      pause();
      stint.current = { number, since: document.visibilityState === 'hidden' ? null : Date.now() };
    },
    [pause],
  );

  /** Total time on `number` so far, the running stint included. */
  const spentOn = useCallback((number: number) => {
    const s = stint.current;
    const running = s && s.number === number && s.since != null ? Date.now() - s.since : 0;
    return (times.current[number] ?? 0) + running;
  }, []);

  /** Replaces the totals (resume). */
  const seed = useCallback((seeded: Record<number, number>) => {
    times.current = { ...seeded };
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') pause();
      else if (stint.current && stint.current.since == null) stint.current.since = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', pause);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', pause);
      pause();
    };
  }, [pause]);

  // One object for the screen's life: callers list it in their hooks' dependencies.
  return useMemo(() => ({ start, pause, spentOn, seed }), [start, pause, spentOn, seed]);
}
