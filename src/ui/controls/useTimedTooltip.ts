/** A tooltip that appears `delayMs` after the screen shows and hides 3 seconds later (spec section 9). */
import { useEffect, useState } from 'react';
import { useOnScreen } from '../onScreen.ts';

export const TOOLTIP_VISIBLE_MS = 3000;

export function useTimedTooltip(delayMs: number): boolean {
  const [visible, setVisible] = useState(false);
  const onScreen = useOnScreen();
  useEffect(() => {
    if (!onScreen) return undefined;
    const show = setTimeout(() => setVisible(true), delayMs);
    const hide = setTimeout(() => setVisible(false), delayMs + TOOLTIP_VISIBLE_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [delayMs, onScreen]);
  return visible;
}
