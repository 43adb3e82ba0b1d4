/** What every part of one popup may read: its host element, store, locale and texts (the member api comes with the journeys: flowHooks.ts). */
import { createContext, useContext } from 'react';
import type { Locale } from '../config/locale.ts';
import type { Translate } from '../i18n/catalogue.ts';
import type { PopupStore } from '../state/store.ts';

export interface PopupEnv extends Locale {
  /** The `<member-login-popup>` element; events are dispatched from it. */
  readonly host: HTMLElement;
  readonly store: PopupStore;
  readonly t: Translate;
}

export const PopupEnvContext = createContext<PopupEnv | null>(null);

export function usePopupEnv(): PopupEnv {
  const env = useContext(PopupEnvContext);
  if (!env) throw new Error('usePopupEnv() is used outside a popup');
  return env;
}
