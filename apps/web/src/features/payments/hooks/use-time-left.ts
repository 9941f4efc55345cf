import { useEffect, useState } from 'react';
import { remainingMs } from '../countdown';

/**
 * Milliseconds left until `expiry`, re-rendering as each second of the countdown turns (timed to
 * the expiry's own second edges, so the clock never skips or repeats a second), and no more once
 * the time is up.
 */
export function useTimeLeft(expiry: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = (left: number) => {
      if (left <= 0) return;
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    function tick() {
      const at = Date.now();
      setNow(at);
      plan(remainingMs(expiry, at));
    }
    plan(remainingMs(expiry, Date.now()));
    return () => clearTimeout(timer);
  }, [expiry]);
  return remainingMs(expiry, now);
}
