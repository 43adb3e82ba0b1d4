/**
 * Whether the UI around a component is on screen. The popup renders its first screen before it
 * opens, hidden in its closed dialog (see elements/PopupRoot.tsx): what a component starts "when it
 * shows" (a timed tooltip, a redirect, a prefetch) waits until this is true. Everywhere else
 * (the member area, an open popup) it is true.
 */
import { createContext, useContext } from 'react';

export const OnScreenContext = createContext(true);

export function useOnScreen(): boolean {
  return useContext(OnScreenContext);
}
