/** A countdown in whole seconds, ticking once a second; `restart()` starts it again. */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number): { readonly remaining: number; readonly restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
