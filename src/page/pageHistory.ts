/**
 * The page presentation's route in the address bar (`display="page"`). Every step of a journey is
 * an entry of the tab's history with its route in the hash (`#/registry`): the browser's back and
 * forward move between the steps as the header's back button does, and the back button goes back
 * in the history, so that the two never disagree. A reload shows the route again when it can be
 * shown from nothing; Verify and ProfileComplete hold what the journey learnt (a number, a token),
 * so a reload on them shows the route the page opened on. The steps stay in memory, never in the
 * history's state: they may hold a sign-up's token. The query (`redirect`, `hybrid`, `spm`,
 * `bizScene`) is never touched, and a hash that names no route of ours is the host's: the page's
 * first entry keeps it (its route is the page's own). One page presentation per document: two would
 * share the hash.
 */
import { routeNamed } from '../flows/steps.ts';
import { navigateAtom, popupAtom } from '../state/atoms.ts';
import { DEFAULT_ROUTE, parseRoute, type PopupState, type Route, type RouteName } from '../state/routes.ts';
import type { PopupStore } from '../state/store.ts';

type Stack = PopupState['stack'];

/** The key of our entries in `history.state`, beside whatever the host keeps there. */
const KEY = 'memberLoginPopup';

/** The hash that names `route`. */
const routeHash = (route: Route) => `#/${route.name.toLowerCase()}`;

/**
 * The route `hash` names, when its screen needs nothing a journey learnt: Verify and
 * ProfileComplete hold a number or a token, and are never shown from an address.
 */
function hashRoute(hash: string): Route | undefined {
  const name = parseRoute(hash.replace(/^#\/?/, ''));
  return name && name !== 'Verify' && name !== 'ProfileComplete' ? routeNamed(name) : undefined;
}

const sameRoutes = (a: readonly Route[], b: readonly Route[]) => a.length === b.length && a.every((route, index) => route === b[index]);

/** What stops following the history, for each element laid out as a page and connected. */
const following = new WeakMap<HTMLElement, () => void>();

/**
 * Lays the popup of `host` out as the page while its `display` is `page` (unless it is one already:
 * a move in the DOM), on the route the hash names, else on its `route`, else on Login, and keeps the
 * history in step while it is connected; back to a closed popup when `display` is something else.
 */
export function present(host: HTMLElement, store: PopupStore): void {
  const page = host.getAttribute('display') === 'page';
  if (!page || !host.isConnected) {
    following.get(host)?.();
    following.delete(host);
    if (!page && store.get(popupAtom).page) store.set(navigateAtom, { type: 'present', page: false, route: routeNamed(DEFAULT_ROUTE) });
    return;
  }
  if (following.has(host)) return;
  const start = parseRoute(host.getAttribute('route')) ?? DEFAULT_ROUTE;
  if (!store.get(popupAtom).page) store.set(navigateAtom, { type: 'present', page: true, route: hashRoute(location.hash) ?? routeNamed(start) });
  following.set(host, followHistory(host, store, start));
}

/**
 * Keeps the history in step with the page of `host`; `start` is the route of an entry whose hash
 * names none we can show. Stopping comes a moment after a disconnection (its code is fetched
 * lazily): until then a disconnected host's page writes and restores nothing, so that it never
 * takes the entries of the page that follows it.
 */
function followHistory(host: HTMLElement, store: PopupStore, start: RouteName): () => void {
  // Entries of this page's life: a reload starts a new one, whose ids no older entry has.
  const life = Math.random().toString(36).slice(2);
  let count = 0;
  const steps = new Map<string, Stack>();
  let restoring = false;
  // The stack the back button went back to, until the history's entry of it is reached.
  let goingBackTo: Stack | undefined;
  // The browser refused an entry: the history no longer holds the steps shown.
  let unwritten = false;

  /** Our entry for `stack`; `address` false keeps the address as it is (the host's hash). */
  const write = (method: 'pushState' | 'replaceState', stack: Stack, address = true) => {
    const id = `${life}.${count++}`;
    steps.set(id, stack);
    const state: unknown = method === 'replaceState' ? history.state : null;
    const kept = typeof state === 'object' && state !== null ? state : {};
    try {
      history[method]({ ...kept, [KEY]: id }, '', address ? routeHash(stack[stack.length - 1] ?? stack[0]) : undefined);
    } catch {
      // Refused (WebKit allows a page 100 history calls in 10 s, however many the host spent): the
      // steps go on without their entries from now on, and the back button no longer goes by them.
      unwritten = true;
    }
  };
  const restore = (stack: Stack) => {
    restoring = true;
    try {
      store.set(navigateAtom, { type: 'restore', stack });
    } finally {
      restoring = false;
    }
  };

  let shown = store.get(popupAtom).stack;
  // The page's first entry names its route only when its hash named one of ours already.
  write('replaceState', shown, parseRoute(location.hash.replace(/^#\/?/, '')) !== undefined);

  const stopFollowing = store.sub(popupAtom, () => {
    const { stack } = store.get(popupAtom);
    if (stack === shown || !host.isConnected) return;
    const before = shown;
    shown = stack;
    if (restoring) return;
    const kept = (length: number) => sameRoutes(stack.slice(0, length), before.slice(0, length));
    const back = stack.length < before.length && kept(stack.length);
    if (back && !unwritten) {
      // The back button: the history's back, whose entry holds this stack already.
      goingBackTo = stack;
      history.go(stack.length - before.length);
    } else if (back || (stack.length === before.length && kept(stack.length - 1))) {
      write('replaceState', stack);
    } else {
      // A new journey (ProfileComplete after a sign-up): the steps before it cannot be gone back to;
      // their entries show the route their hash names, as after a reload.
      if (!(stack.length === before.length + 1 && kept(before.length))) steps.clear();
      write('pushState', stack);
    }
  });

  const onPopState = (event: PopStateEvent) => {
    if (!host.isConnected) return;
    const id: unknown = (event.state as Record<string, unknown> | null)?.[KEY];
    const stack = typeof id === 'string' ? steps.get(id) : undefined;
    const target = goingBackTo;
    goingBackTo = undefined;
    // The back button's step landed on an entry of ours above the one it went to: the host pushed
    // entries of its own after ours. One more step back.
    if (target && stack && stack.length > target.length && sameRoutes(stack.slice(0, target.length), target)) {
      goingBackTo = target;
      history.back();
      return;
    }
    if (stack) {
      if (!sameRoutes(stack, shown)) restore(stack);
      return;
    }
    // An entry of an earlier life of the page, or a hash typed by hand: the route it names.
    const route = hashRoute(location.hash);
    if (typeof id !== 'string' && !route) return; // The host's own.
    const fresh: Stack = [route ?? routeNamed(start)];
    restore(fresh);
    write('replaceState', fresh);
  };
  window.addEventListener('popstate', onPopState);
  return () => {
    stopFollowing();
    window.removeEventListener('popstate', onPopState);
  };
}
