/**
 * The sign-up draft (`draft.ts`) belongs to one journey of one shopper: it is forgotten when the
 * popup closes (the shopper's close, the host's, or the end of a journey) and when a login succeeds
 * (the page presentation never closes), so that on a shared device the next person finds neither
 * the last address nor the terms box ticked for them.
 */
import { useEffect } from 'react';
import { popupAtom } from '../../state/atoms.ts';
import type { PopupStore } from '../../state/store.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { EMPTY_SIGNUP_DRAFT, signupDraftAtom } from './draft.ts';

/** The stores whose draft is watched already (one watch per element, for the element's lifetime). */
const watched = new WeakSet<PopupStore>();

function watch(host: HTMLElement, store: PopupStore): void {
  if (watched.has(store)) return;
  watched.add(store);
  const reset = () => store.set(signupDraftAtom, EMPTY_SIGNUP_DRAFT);
  let open = store.get(popupAtom).open;
  store.sub(popupAtom, () => {
    const now = store.get(popupAtom).open;
    if (open && !now) reset();
    open = now;
  });
  host.addEventListener('login-success', reset);
}

/** Starts forgetting the element's sign-up draft at the end of each journey (Registry calls it: only it fills the draft). */
export function useSignupDraftReset(): void {
  const { host, store } = useElementEnv();
  useEffect(() => watch(host, store), [host, store]);
}
