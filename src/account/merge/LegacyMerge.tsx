/**
 * The legacy grocery-brand merge in account security's chunk, which the member area fetches once
 * the member's account has shown and the browser is idle (`LegacyMergeSlot.tsx`): from then on,
 * each time the account has loaded (the area opened, a login, `refresh()`), the merge's flows ask
 * whether an old account is offered; only when one is are the dialog and the dashboard's notice
 * fetched, with their texts (`mergeParts.ts`).
 */
import { useEffect } from 'react';
import { accountStatusAtom } from '../../state/account.ts';
import { legacyOfferAtom, mergeAutoOpenAtom, mergeDialogAtom } from '../../state/legacyMerge.ts';
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { moduleSlot, useLoadedModule } from '../../ui/loadedModules.ts';
import { useAccountSession } from '../run/accountSession.ts';
import type * as MergePartsModule from './mergeParts.ts';

/** The dialog and the notice, with their texts: a chunk of their own, fetched only when an old account is offered. */
const mergePartsModule = moduleSlot<typeof MergePartsModule>(() => import('unit:mergeParts'));

/**
 * The merge is work the member did not ask for: a chunk that fails (the page left while it was under
 * way, among others) says nothing, as account security's prefetch (it is tried again at the
 * account's next load, or when an offer is there anew).
 */
const unavailable = () => undefined;

/** Asks for the offer after each load of the account, opens the dialog by itself when due, and shows it while it is open. */
export function LegacyMerge() {
  const { host, store } = useElementEnv();
  const { merge } = useAccountSession();
  const ready = useAtomValue(accountStatusAtom).kind === 'ready';
  useEffect(() => {
    if (ready) merge.load().then((chunk) => chunk.checkLegacyOffer(host, store), unavailable);
  }, [ready, merge, host, store]);
  // The first offer opens the dialog by itself, once the dashboard shows with no verification over it.
  const due = useAtomValue(mergeAutoOpenAtom);
  const setDialog = useSetAtom(mergeDialogAtom);
  useEffect(() => {
    if (due) setDialog({ account: due, autoOpened: true });
  }, [due, setDialog]);
  const parts = useMergeParts();
  return parts ? <parts.MergeDialog /> : null;
}

/** The dashboard's way back to the offer, while one stands and the dialog is closed. */
export function LegacyMergeNotice() {
  const parts = useMergeParts();
  return parts ? <parts.MergeNotice /> : null;
}

function useMergeParts() {
  const offered = useAtomValue(legacyOfferAtom).length > 0;
  return useLoadedModule(mergePartsModule, offered, unavailable);
}
