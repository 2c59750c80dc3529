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
  const [shown, setShown] = useState(() => ({
    clock,
    deadline,
    left: deadline ? clock.remaining(deadline) : 0,
  }));
  let left = shown.left;
  if (shown.clock !== clock || shown.deadline !== deadline) {
    // A new deadline (the attempt read, or moved by the admin) shows in the render that brings it, not a tick
    // later: a first frame at 00:00:00 flashed the last five minutes' red and moved the header beside it.
    left = deadline ? clock.remaining(deadline) : 0;
    setShown({ clock, deadline, left });
  }
  const zero = useRef(onZero);
  zero.current = onZero;
  const fired = useRef(false);

  useEffect(() => {
    if (!deadline) return undefined;
    const tick = () => {
      const now = clock.remaining(deadline);
      // Only whole seconds show: skip renders that would not change the text.
      setShown((prev) =>
        prev.clock !== clock ||
        prev.deadline !== deadline ||
        Math.ceil(prev.left / 1000) === Math.ceil(now / 1000)
          ? prev
          : { clock, deadline, left: now },
      );
      if (now <= 0 && !fired.current) {
        fired.current = true;
        zero.current();
      } else if (now > 0) fired.current = false;
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [clock, deadline]);

  return left;
}
