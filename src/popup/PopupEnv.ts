/** What every part of one popup may read: its host element, store, locale, texts and member api. */
import { createContext, useContext } from 'react';
import type { Locale } from '../config/locale.ts';
import type { Translate } from '../i18n/catalogue.ts';
import type { MemberClient } from '../member/memberClient.ts';
import type { PasswordCipher } from '../security/encryptPassword.ts';
import type { PopupStore } from '../state/store.ts';

export interface PopupEnv extends Locale {
  /** The `<member-login-popup>` element; events are dispatched from it. */
  readonly host: HTMLElement;
  readonly store: PopupStore;
  readonly t: Translate;
  readonly client: MemberClient;
  /** The member service's password key (the `public-key` attribute). */
  readonly publicKey: string | undefined;
  readonly cipher: PasswordCipher;
}

export const PopupEnvContext = createContext<PopupEnv | null>(null);

export function usePopupEnv(): PopupEnv {
  const env = useContext(PopupEnvContext);
  if (!env) throw new Error('usePopupEnv() is used outside a popup');
  return env;
}
