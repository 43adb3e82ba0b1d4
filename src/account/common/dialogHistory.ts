/**
 * The history entry of a dialog over the member area, so that the browser's Back (a phone's back
 * gesture) closes the dialog rather than changing the page under it. Opening adds an entry with
 * the same address; Back leaves it, and the dialog closes. A dialog closed otherwise (answered,
 * Escape) leaves its entry marked spent, since taking it back (`history.back()`) would race with the
 * page the answer moves to; Back and Forward then pass over a spent entry, which shows the same page
 * as the one under it (`passOverSpent`).
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

/** The mark of the entry the last history step left us on (ours, or none). */
let lastMark: unknown;
let listening = false;

/**
 * Passes over a spent entry by the marks of the entries, never by their address: the entry under a
 * dialog's is marked `under-<token>` when the dialog opens, its own `<token>`, then `spent-<token>`.
 * (By address, a spent entry left by an earlier visit made a later hash navigation to the same
 * address go back, as if it were Back from that entry.)
 */
function passOverSpent(): void {
  const mark = markOf(history.state);
  const from = lastMark;
  lastMark = mark;
  if (typeof from !== 'string' || typeof mark !== 'string') return;
  // Back from a spent entry to the one under it (the same page): on to the entry before.
  if (from.startsWith(`${SPENT}-`) && mark === `under-${from.slice(SPENT.length + 1)}`) history.back();
  // Forward onto a spent entry from the one under it: on to the entry after.
  else if (mark.startsWith(`${SPENT}-`) && from === `under-${mark.slice(SPENT.length + 1)}`) history.forward();
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
  try {
    history.replaceState(marked(`under-${token}`), '');
    history.pushState(marked(token), '');
  } catch {
    // Refused (WebKit allows a page 100 history calls in 10 s, however many the host page spent):
    // the dialog opens without an entry, and Back acts on the page's.
    return () => undefined;
  }
  lastMark = token;
  const onPopState = () => {
    if (markOf(history.state) !== token) onBack();
  };
  addEventListener('popstate', onPopState);
  return () => {
    removeEventListener('popstate', onPopState);
    if (markOf(history.state) === token) {
      try {
        history.replaceState(marked(`${SPENT}-${token}`), '');
        lastMark = `${SPENT}-${token}`;
      } catch {
        // Refused as above: the entry stays unspent, and Back from it shows the same page.
      }
    }
  };
}
