import { useEffect, useRef, useState } from 'react';
import type { ServerClock } from '../lib/server-clock';

/** How often the timer is recomputed (ms): often enough that a second never shows late. */
export const TICK_MS = 250;

/**
 * Milliseconds left until `deadline` by the server's clock (ServerClock), recomputed every {@link TICK_MS}
 * (never counted down on its own, so a sleeping tab or a moved deadline shows right at once). `onZero` runs
 * once when it reaches zero; a deadline moved later afterwards arms it again. Null deadline: not started.
 */
export function useCountdown(clock: ServerClock, deadline: string | null, onZero: () => void): number {
  const [remaining, setRemaining] = useState(() => (deadline ? clock.remaining(deadline) : 0));
  const zero = useRef(onZero);
  zero.current = onZero;
  const fired = useRef(false);

  useEffect(() => {
    if (!deadline) return undefined;
    const tick = () => {
      const left = clock.remaining(deadline);
      // Only whole seconds show: skip renders that would not change the text.
      setRemaining((prev) => (Math.ceil(prev / 1000) === Math.ceil(left / 1000) ? prev : left));
      if (left <= 0 && !fired.current) {
        fired.current = true;
        zero.current();
      } else if (left > 0) fired.current = false;
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [clock, deadline]);

  return remaining;
}
