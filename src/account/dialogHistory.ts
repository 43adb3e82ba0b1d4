/**
 * The history entry of a dialog over the member area, so that the browser's Back (a phone's back
 * gesture) closes the dialog rather than changing the page under it. Opening adds an entry with
 * the same address; Back leaves it, and the dialog closes. A dialog closed otherwise (answered,
 * Escape) leaves its entry marked spent, since taking it back (`history.back()`) would race with the
 * page the answer moves to; Back and Forward then pass over a spent entry, which shows the same page
 * as the one under it.
 */
const KEY = 'memberAccountDialog';
const SPENT = 'spent';

/** The history state with our mark set to `value`, keeping whatever the host page keeps there. */
function marked(value: string): Record<string, unknown> {
  const state: unknown = history.state;
  return { ...(state !== null && typeof state === 'object' && !Array.isArray(state) ? state : {}), [KEY]: value };
}

function markOf(state: unknown): unknown {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
}

/** Where the last history step left us: on a spent entry or not, at which address. */
let last = { spent: false, url: '' };
let listening = false;

function passOverSpent(): void {
  const spent = markOf(history.state) === SPENT;
  const from = last;
  last = { spent, url: location.href };
  if (from.url !== location.href) return;
  // Back from a spent entry to the one under it (the same page): on to the entry before.
  if (from.spent && !spent) history.back();
  // Forward onto a spent entry from the same page: on to the entry after.
  else if (spent && !from.spent) history.forward();
}

let opened = 0;

/** Adds the dialog's entry; `onBack` runs when Back leaves it. Returns what to call when the dialog closes. */
export function pushDialogEntry(onBack: () => void): () => void {
  if (!listening) {
    listening = true;
    addEventListener('popstate', passOverSpent);
  }
  opened += 1;
  const token = `open-${opened}`;
  history.pushState(marked(token), '');
  last = { spent: false, url: location.href };
  const onPopState = () => {
    if (markOf(history.state) !== token) onBack();
  };
  addEventListener('popstate', onPopState);
  return () => {
    removeEventListener('popstate', onPopState);
    if (markOf(history.state) === token) {
      history.replaceState(marked(SPENT), '');
      last = { spent: true, url: location.href };
    }
  };
}
