/**
 * The element's own question when the browser blocked the challenge window (`ChallengeAsk`): the
 * `challenge` alert of the element's store, whose Continue opens the window within its click. The
 * question is declined when the element cannot show it (`shown` is false), when it stops showing
 * it (the popup closes) or when another dialog takes its place.
 */
import type { Atom } from 'jotai/vanilla';
import type { ChallengeAsk } from '../member/pageHooks.ts';
import { alertAtom, type Alert } from '../state/atoms.ts';
import type { PopupStore } from '../state/store.ts';

export function elementChallengeAsk(store: PopupStore, shown: () => boolean, watched: readonly Atom<unknown>[] = []): ChallengeAsk {
  return (open) =>
    new Promise<void>((resolve, reject) => {
      if (!shown()) {
        reject(new Error('the verification window was blocked, and the element is not shown to ask'));
        return;
      }
      let settled = false;
      let subscriptions: readonly (() => void)[] = [];
      const settle = (opened: boolean) => {
        if (settled) return;
        settled = true;
        for (const unsubscribe of subscriptions) unsubscribe();
        if (store.get(alertAtom) === alert) store.set(alertAtom, undefined);
        if (opened) resolve();
        else reject(new Error('the shopper declined the verification window'));
      };
      const alert: Alert = {
        kind: 'challenge',
        // In the click: the window opens before anything else happens.
        proceed: () => {
          open();
          settle(true);
        },
        decline: () => settle(false),
      };
      store.set(alertAtom, alert);
      const check = () => {
        if (!shown() || store.get(alertAtom) !== alert) settle(false);
      };
      subscriptions = [alertAtom, ...watched].map((atom) => store.sub(atom, check));
    });
}
