/**
 * A countdown in whole seconds, ticking once a second from one interval (so it keeps time whatever
 * React does in between); `restart()` starts it again from the top.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown(seconds: number): { readonly remaining: number; readonly restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const timers = useRef<{ readonly tick: ReturnType<typeof setInterval>; readonly stop: ReturnType<typeof setTimeout> }>(undefined);
  const start = useCallback(() => {
    if (timers.current) {
      clearInterval(timers.current.tick);
      clearTimeout(timers.current.stop);
    }
    setRemaining(seconds);
    const tick = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    timers.current = { tick, stop: setTimeout(() => clearInterval(tick), seconds * 1000 + 500) };
  }, [seconds]);
  useEffect(() => {
    start();
    return () => {
      if (!timers.current) return;
      clearInterval(timers.current.tick);
      clearTimeout(timers.current.stop);
      timers.current = undefined;
    };
  }, [start]);
  return { remaining, restart: start };
}
