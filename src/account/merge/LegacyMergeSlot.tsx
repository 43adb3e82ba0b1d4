/**
 * Where the member area reaches the legacy grocery-brand merge, on the dashboard's way and so as
 * small as can be: the merge lives in account security's chunk (`LegacyMerge.tsx`), fetched once
 * the member's account has shown and the browser is idle, so that asking about the offer never
 * delays the member's data.
 */
import { useEffect, useState } from 'react';
import { accountStatusAtom } from '../../state/account.ts';
import { legacyOfferAtom } from '../../state/legacyMerge.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { whenIdle } from '../../ui/loadedModules.ts';
import { useSecurityPages } from '../securityHooks.ts';

export function LegacyMergeSlot() {
  const ready = useAtomValue(accountStatusAtom).kind === 'ready';
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (ready) whenIdle(() => setIdle(true));
  }, [ready]);
  const pages = useSecurityPages(idle);
  return pages ? <pages.LegacyMerge /> : null;
}

/** The dashboard's notice of an offer (rendered again when an offer comes: its chunk is here by then). */
export function LegacyMergeNoticeSlot() {
  useAtomValue(legacyOfferAtom);
  const pages = useSecurityPages(false);
  return pages ? <pages.LegacyMergeNotice /> : null;
}
