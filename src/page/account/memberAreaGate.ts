/**
 * On a page with the member area, the popup's idle prefetch waits for it: its code would otherwise
 * share a slow network with the dashboard's. The member area says when it is settled (the dashboard
 * painted, or the page it shows instead: the offer to log in, a failure, the pending deletion), and
 * at the latest after `GATE_LIMIT_MS`. Only the idle prefetch waits: a click on a header link, or
 * the member area's own login, opens the popup at once (its open fetches what it shows).
 */
/** Dispatched on the document once the member area is settled (not a public event). */
const SETTLED = 'member-account-settled';
/** The longest the popup's prefetch waits for the member area. */
export const GATE_LIMIT_MS = 10_000;

let settled = false;

/** The member area is settled (`earlyAccount.ts` says so). */
export function settleMemberArea(): void {
  if (settled) return;
  settled = true;
  document.dispatchEvent(new Event(SETTLED));
}

/** Runs `task` now, or once the page's member area (not its verification view) is settled. */
export function afterMemberArea(task: () => void): void {
  if (settled || !document.querySelector('member-account:not([view])')) {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    task();
  };
  const timer = setTimeout(run, GATE_LIMIT_MS);
  document.addEventListener(SETTLED, run, { once: true });
}
