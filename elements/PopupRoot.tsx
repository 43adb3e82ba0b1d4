/**
 * The React root that the element mounts in its shadow root. It is part of the first download,
 * so it stays small: the popup's UI with its Login screen, its texts, the later screens and the
 * journeys are separate chunks. What the first open shows is fetched when the browser is idle (see
 * `prefetchPopup`), or at the latest on open.
 * A chunk that is already here renders in the same frame as the click that opens the popup. Once
 * it is here, and the browser is idle again, the popup renders its dialog closed with Login in it
 * (a transition: React yields to the page while it renders), so that a click only opens it and
 * moves the focus; after each close it renders a fresh one (every open starts anew, as before).
 * Laid out in the page (`display="page"`, see page/pageHistory.ts), it is open from the start and
 * renders the page view (src/popup/PageView.tsx, a chunk of its own) in place of the dialog, nothing hidden.
 */
import { atom } from 'jotai/vanilla';
import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { resolveLocale } from '../src/config/locale.ts';
import { fetchFirstTexts } from '../src/i18n/firstTexts.ts';
import { readPreference } from '../src/security/preferenceCookie.ts';
import { navigateAtom, popupAtom } from '../src/state/atoms.ts';
import { attributesAtom } from '../src/state/attributes.ts';
import { currentRoute, type PopupState } from '../src/state/routes.ts';
import type { PopupStore } from '../src/state/store.ts';
import type { ElementRootProps } from '../src/ui/ElementEnv.ts';
import { moduleSlot, useLoadedModule, whenIdle, type ModuleSlot } from '../src/ui/loadedModules.ts';
import type * as PopupModule from '../src/page/popup.ts';
import type * as PageViewModule from '../src/popup/PageView.tsx';

/** The popup's UI with its session (one chunk, `src/page/popup.ts`), with what it needs to prefetch the rest. */
const popupModule: ModuleSlot<typeof PopupModule> = moduleSlot(() => import('unit:popup'));
/** The page presentation's view: a chunk of its own, fetched with the popup's by a page that uses it. */
const pageViewModule: ModuleSlot<typeof PageViewModule> = moduleSlot(() => import('unit:pageView'));

/**
 * Fetches what opening the popup shows: the popup's code with the texts of the element's language
 * on the way to Login, then the screen of its route (and the later screens' texts for a later
 * one). (The other screens follow when the browser is idle after the first open; see `Screen`.)
 * Failures are left for the open to report: it fetches again.
 */
export function prefetchPopup(store: PopupStore): void {
  const { language } = resolveLocale(store.get(attributesAtom), readPreference());
  fetchFirstTexts(language);
  popupModule.load().then(
    ({ prefetchOpen }) => prefetchOpen(store, language, currentRoute(store.get(popupAtom)).name).then(() => store.set(prefetchedAtom, true)),
    () => undefined,
  );
}

/** Whether what opening the popup shows is here (set by `prefetchPopup`). */
const prefetchedAtom = atom(false);

export type PopupRootProps = ElementRootProps;

export function PopupRoot({ host, store }: PopupRootProps) {
  const popup = useSyncExternalStore(
    (onChange) => store.sub(popupAtom, onChange),
    () => store.get(popupAtom),
  );
  const { open, page = false } = popup;
  const prefetched = useSyncExternalStore(
    (onChange) => store.sub(prefetchedAtom, onChange),
    () => store.get(prefetchedAtom),
  );
  // The closed popup's state that the hidden dialog was rendered for: a close (a new state) drops it.
  const [renderedFor, setRenderedFor] = useState<PopupState>();
  const hidden = !open && renderedFor === popup;
  useEffect(() => {
    if (open || page || !prefetched || renderedFor === popup) return undefined;
    let current = true;
    whenIdle(() => {
      if (current && popupModule.current?.prerenderable(store)) startTransition(() => setRenderedFor(popup));
    });
    return () => {
      current = false;
    };
  }, [open, page, prefetched, renderedFor, popup, store]);
  // The hidden tree shows what opening showed when it was rendered. A login by code or QR since (in
  // another element, another tab) changes what Login opens on: that click mounts a fresh tree.
  const opening = useRef({ open, tree: 0 });
  if (open !== opening.current.open) {
    const stale = open && renderedFor !== undefined && !popupModule.current?.prerenderable(store);
    opening.current = { open, tree: opening.current.tree + (stale ? 1 : 0) };
  }
  // If the popup's code cannot be fetched, it closes again, so that the next click tries again.
  const loaded = useLoadedModule(popupModule, open, (error) => {
    console.error('member-login-popup: the popup could not be loaded', error);
    store.set(navigateAtom, { type: 'close', reason: 'host' });
  });
  const pageView = useLoadedModule(pageViewModule, page, (error) => {
    console.error('member-login-popup: the page view could not be loaded', error);
  });
  useEffect(() => {
    // Not fetched yet (a click before the browser was idle): fetch everything the open shows at once.
    if (open && !loaded) prefetchPopup(store);
  }, [open, loaded, store]);
  if (!(open || hidden) || !loaded || (page && !pageView)) return null;
  const Popup = loaded.default;
  // The chunk's module is the popup's session: its flows, its page, its history (src/page/popup.ts).
  return <Popup key={opening.current.tree} host={host} store={store} session={loaded} hidden={hidden} View={page ? pageView?.default : undefined} />;
}
