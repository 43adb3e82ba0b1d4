/**
 * The React root that the element mounts in its shadow root. It is part of the first download,
 * so it stays small: the popup's UI with its Login screen, its texts, the later screens and the
 * journeys are separate chunks. What the first open shows is fetched when the browser is idle (see
 * `prefetchPopup`), or at the latest on open.
 * A chunk that is already here renders in the same frame as the click that opens the popup.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../security/preferenceCookie.ts';
import { navigateAtom, popupAtom } from '../state/atoms.ts';
import { attributesAtom } from '../state/attributes.ts';
import { currentRoute } from '../state/routes.ts';
import type { PopupStore } from '../state/store.ts';
import { moduleSlot, useLoadedModule, type ModuleSlot } from '../ui/loadedModules.ts';
import type * as PopupModule from './Popup.tsx';

/** The popup's UI (one chunk), with what it needs to prefetch the rest. */
const popupModule: ModuleSlot<typeof PopupModule> = moduleSlot(() => import('./Popup.tsx'));

/**
 * Fetches what opening the popup shows: the popup's code, then the catalogue of the element's
 * language and the screen of its route. (The other screens follow when the browser is idle after
 * the first open, with the journeys; see `Screen`.) Failures are left for the open to report: it
 * fetches again.
 */
export function prefetchPopup(store: PopupStore): void {
  popupModule.load().then(
    ({ prefetchOpen }) => {
      const { language } = resolveLocale(store.get(attributesAtom), readPreference());
      prefetchOpen(language, currentRoute(store.get(popupAtom)).name);
    },
    () => undefined,
  );
}

export interface PopupRootProps {
  /** The element; React renders into its shadow root. */
  readonly host: HTMLElement;
  readonly store: PopupStore;
}

export function PopupRoot({ host, store }: PopupRootProps) {
  const open = useSyncExternalStore(
    (onChange) => store.sub(popupAtom, onChange),
    () => store.get(popupAtom).open,
  );
  // If the popup's code cannot be fetched, it closes again, so that the next click tries again.
  const loaded = useLoadedModule(popupModule, open, (error) => {
    console.error('member-login-popup: the popup could not be loaded', error);
    store.set(navigateAtom, { type: 'close', reason: 'host' });
  });
  useEffect(() => {
    // Not fetched yet (a click before the browser was idle): fetch everything the open shows at once.
    if (open && !loaded) prefetchPopup(store);
  }, [open, loaded, store]);
  if (!open || !loaded) return null;
  const Popup = loaded.default;
  return <Popup host={host} store={store} />;
}
