/** Puts the focus into a screen when it shows (its first field, else the popup's title). */
import { useEffect, useRef, type RefObject } from 'react';
import { focusScreen } from '../focus.ts';

export function useScreenFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) focusScreen(ref.current);
  }, []);
  return ref;
}
