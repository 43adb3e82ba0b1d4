/**
 * Where the member area reaches the legacy grocery-brand merge, on the dashboard's way and so as
 * small as can be: the merge lives in account security's chunk (`LegacyMerge.tsx`), fetched once
 * the frame that shows the member's account has been painted and the browser is idle (the timing of
 * `prefetchSecurityPages`), so that asking about the offer never delays the member's data. It is a
 * background fetch: a failure is a console warning, never a toast.
 */
import { useEffect, useState } from 'react';
import { accountStatusAtom } from '../../state/account.ts';
import { legacyOfferAtom } from '../../state/legacyMerge.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { afterPaintWhenIdle, useSecurityPages, useSecurityPagesInBackground } from './securityHooks.ts';

export function LegacyMergeSlot() {
  const ready = useAtomValue(accountStatusAtom).kind === 'ready';
  const [idle, setIdle] = useState(false);
  // Wanted anew after each load of the account, so that a failed fetch is tried again then.
  useEffect(() => {
    if (!ready) {
      setIdle(false);
      return undefined;
    }
    let current = true;
    afterPaintWhenIdle(() => {
      if (current) setIdle(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  const pages = useSecurityPagesInBackground(idle);
  return pages ? <pages.LegacyMerge /> : null;
}

/** The dashboard's notice of an offer (rendered again when an offer comes: its chunk is here by then). */
export function LegacyMergeNoticeSlot() {
  useAtomValue(legacyOfferAtom);
  const pages = useSecurityPages(false);
  return pages ? <pages.LegacyMergeNotice /> : null;
}
