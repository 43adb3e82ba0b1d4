/**
 * A countdown in whole seconds, ticking once a second from one interval (so it keeps time whatever
 * React does in between); `restart()` starts it again from the top.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number): { readonly remaining: number; readonly restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setRemaining(seconds);
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    const stop = setTimeout(() => clearInterval(timer), seconds * 1000 + 500);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [seconds, round]);
  const restart = useCallback(() => setRound((value) => value + 1), []);
  return { remaining, restart };
}
