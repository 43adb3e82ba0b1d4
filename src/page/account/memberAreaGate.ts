/**
 * On a page with the member area, the popup's idle prefetch waits for it: its code would otherwise
 * share a slow network with the dashboard's. The member area says when it is settled
 * (`startMemberArea.ts`: the dashboard painted, or the page it shows instead: the offer to log in, a
 * failure, the pending deletion; the verification view at once) with this event on its element,
 * which then has a property of the same name. Only the idle prefetch waits: a click on a header
 * link, or the member area's own login, opens the popup at once (its open fetches what it shows).
 * In the popup's first download, whose budget is tight: a few bytes.
 */

/** The member area's event and property (not public). */
export const SETTLED = 'mlpSettled';

/** Runs `task` now, or once the page's member area is settled. */
export function afterMemberArea(task: () => void): void {
  const area = document.querySelector('member-account');
  if (area && !(SETTLED in area)) area.addEventListener(SETTLED, task);
  else task();
}
