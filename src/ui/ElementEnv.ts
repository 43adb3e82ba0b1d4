/**
 * What every part of one element may read: its host element, store, locale, texts and session (the
 * member api comes with its flows: ui/actions.ts). The page the element is on comes with its
 * session (the page side's `page/browserPage.ts`), so that no view reads `location` itself.
 */
import { createContext, useContext } from 'react';
import type { Locale } from '../config/locale.ts';
import type { Translate } from '../i18n/catalogue.ts';
import type { PopupStore } from '../state/store.ts';
import type { ModuleSlot } from './loadedModules.ts';

export interface ElementEnv extends Locale {
  /** The element (`<member-login-popup>`, `<member-account>`); events are dispatched from it. */
  readonly host: HTMLElement;
  readonly store: PopupStore;
  readonly t: Translate;
  /**
   * The element's session: what the page side composes for its views (its flows' chunks, among
   * others), handed down from the element. Each element's views read it as their own type through
   * their own hook (`usePopupSession`, `useAccountSession`).
   */
  readonly session: unknown;
  /**
   * The texts a flow's answer may speak that the element does not have yet (the popup's errors and
   * dialogs come with its later texts): an action and a screen's flows wait for them as for the
   * flows' chunk. None: the element has them all once it shows (the member area).
   */
  readonly answerTexts?: ModuleSlot<unknown>;
  /** The element's own words for a failed call, before the shared ones (the member area says offline and too slow as such). */
  readonly failureText?: (failure: { readonly kind: string; readonly code: string }) => string | undefined;
}

/** What an element's React root is given: the element and its store. */
export interface ElementRootProps {
  /** The element; React renders into its shadow root. */
  readonly host: HTMLElement;
  readonly store: PopupStore;
}

export const ElementEnvContext = createContext<ElementEnv | null>(null);

export function useElementEnv(): ElementEnv {
  const env = useContext(ElementEnvContext);
  if (!env) throw new Error('useElementEnv() is used outside an element');
  return env;
}
