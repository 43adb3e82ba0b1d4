/**
 * Carries out what a flow answered, in one place for every journey of the popup: the next step
 * (pushed, or in place of the current one), a login to finish, a page to leave for (after its
 * notice), the end of the journey, or a message while the screen stays. A dialog over the screen
 * (the restore question) is done with once the journey moves on.
 */
import type { Next } from '../flows/steps.ts';
import { alertAtom, navigateAtom, popupAtom, showToastAtom } from '../state/atoms.ts';
import { currentRoute } from '../state/routes.ts';
import { finishLogin, type LoginTarget } from './finishLogin.ts';
import { showNotice } from './showNotice.ts';

export async function carryOut(target: LoginTarget, next: Next): Promise<void> {
  const { store, page, t } = target;
  if (next.type === 'stay') {
    if (next.message) store.set(showToastAtom, { kind: 'error', text: t(next.message) });
    return;
  }
  store.set(alertAtom, undefined);
  switch (next.type) {
    case 'show': {
      // The same screen at another step takes the place of the one before.
      const replace = next.replace || currentRoute(store.get(popupAtom)).name === next.route.name;
      store.set(navigateAtom, { type: replace ? 'replace' : 'push', route: next.route });
      return;
    }
    case 'login':
      return finishLogin(target, next.outcome);
    case 'leave':
      if (next.notice) await showNotice(store, t, 'info', next.notice);
      page.assign(next.url);
      return;
    case 'close':
      store.set(navigateAtom, { type: 'close', reason: 'done' });
  }
}
