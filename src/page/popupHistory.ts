/**
 * The popup's entry in the tab's history (`display="popup"`, unless `history="false"`), so that a
 * phone's Back works inside it as it does in an app: opening the popup adds one entry of ours, with
 * the page's address and the host's `history.state` kept in it. Back leaves that entry: the popup
 * closes a dialog open over its screen, else goes back one step of its own stack, and adds its
 * entry again; on its first step, it closes (the `close` event's reason `back`). The page stays: its address, its scroll and what was typed are
 * untouched, and the `popstate` of our own entries does not reach a host router that listens after
 * the element's module ran (popstateFirst.ts stops it; one that listened before hears the page's
 * own address and state again).
 *
 * Any other close takes the entry away again, so that the host's Back is its own: the close button,
 * Escape and `close()` go back over it while it is still the tab's current entry (an entry the host
 * pushed since stays, and ours under it with it). A journey that ends (`done`) does not go back: the
 * host may be leaving the page then, and a traversal would cancel its navigation; the entry becomes
 * a copy of the page's instead. One entry, not one per step: there is never more of ours to take away.
 */
import { alertAtom, navigateAtom, popupAtom } from '../state/atoms.ts';
import { attributesAtom } from '../state/attributes.ts';
import type { PopupStore } from '../state/store.ts';
import { onPopStateFirst } from './popstateFirst.ts';

/** The key of our entry in `history.state`, beside whatever the host keeps there. */
const KEY = 'memberLoginPopupOpen';

/** `history.state` as an object we may add to (a host's non-object state is kept only by the page's entry). */
function hostState(): Record<string, unknown> {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** Tells our entries apart within this document. */
let count = 0;

const entryId = (state: unknown): unknown => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[KEY] : undefined);

/** What each popup that follows the history does when the tab goes back or forward: true when the event was its own. */
const followers = new Set<(event: PopStateEvent, here: boolean) => boolean>();
/** The page's address when the last entry of ours was added: a Back that lands elsewhere is the host's too. */
let address = '';
/** The page's scroll then: WebKit restores the one it kept for the entry Back lands on, which may be older. */
let scroll = { x: 0, y: 0 };

/** Our own entry left for the page's: it stays as it was, and the host's router hears nothing of it. */
function stayOnPage(event: PopStateEvent): void {
  event.stopImmediatePropagation();
  if (scrollX !== scroll.x || scrollY !== scroll.y) scrollTo(scroll.x, scroll.y);
}
/** Our entry that is the tab's current one, as far as we know: the last one added, until it is left. */
let current: string | undefined;
/** The entry a close went back over, until the tab's `popstate` says it is left (one at a time for every popup). */
let leaving: unknown;
/** What waits for that `popstate`: a popup opened again before it came adds its entry then. */
let afterLeaving: (() => void)[] = [];

function onPopState(event: PopStateEvent): void {
  const here = location.href === address;
  if (leaving !== undefined) {
    leaving = undefined;
    if (here && entryId(event.state) === undefined) stayOnPage(event);
    const waiting = afterLeaving;
    afterLeaving = [];
    for (const push of waiting) push();
    return;
  }
  for (const follower of followers) {
    if (follower(event, here)) {
      if (here) stayOnPage(event);
      return;
    }
  }
}

/** Adds an entry of ours now, or once the entry a close went back over is left. */
function whenSettled(push: () => void): void {
  if (leaving !== undefined && entryId(history.state) === leaving) afterLeaving.push(push);
  else {
    leaving = undefined;
    push();
  }
}

/** Hosts whose popup follows the history already. */
const following = new WeakSet<HTMLElement>();

/** Keeps the popup of `host` in step with the tab's history from now on (once per element). */
export function followPopupHistory(host: HTMLElement, store: PopupStore): void {
  if (following.has(host)) return;
  following.add(host);
  if (followers.size === 0) onPopStateFirst(onPopState);
  // Our entry while it is the one the popup holds.
  let live: string | undefined;

  const wanted = () => {
    const { open, page } = store.get(popupAtom);
    return open && !page && host.isConnected && store.get(attributesAtom).history !== 'false';
  };
  const push = () => {
    if (!wanted() || live) return;
    live = `${Math.random().toString(36).slice(2)}.${count++}`;
    current = live;
    address = location.href;
    scroll = { x: scrollX, y: scrollY };
    try {
      history.pushState({ ...hostState(), [KEY]: live }, '');
    } catch {
      // Refused (WebKit allows a page 100 history calls in 10 s, however many the host spent):
      // the popup goes on without an entry, and Back is the page's.
      live = current = undefined;
    }
  };
  const closed = () => {
    const entry = live;
    live = undefined;
    if (entry === current) current = undefined;
    if (!entry || entryId(history.state) !== entry) return;
    if (store.get(popupAtom).closeReason === 'done') {
      const { [KEY]: _ours, ...kept } = hostState();
      try {
        history.replaceState(kept, '');
      } catch {
        // Refused as above: the entry stays ours, and Back from it finds the popup closed.
      }
      return;
    }
    leaving = entry;
    history.back();
  };

  followers.add((event, here) => {
    // Another popup's entry (this one's element left the page while it was open), or still ours.
    if (!live || live !== current || entryId(event.state) === live) return false;
    // Back from our entry (or further, by the host or the browser's history list).
    live = undefined;
    current = undefined;
    const { open, stack } = store.get(popupAtom);
    if (!open) return true;
    if (here && store.get(alertAtom)) {
      // A dialog over the screen closes first (its Cancel), the screen stays.
      store.set(alertAtom, undefined);
      push();
    } else if (here && stack.length > 1) {
      store.set(navigateAtom, { type: 'back' });
      push();
    } else {
      store.set(navigateAtom, { type: 'close', reason: 'back' });
    }
    return true;
  });

  let wasOpen = false;
  const follow = () => {
    const isOpen = wanted();
    if (isOpen === wasOpen) return;
    wasOpen = isOpen;
    if (isOpen) whenSettled(push);
    else closed();
  };
  store.sub(popupAtom, follow);
  follow();
}
