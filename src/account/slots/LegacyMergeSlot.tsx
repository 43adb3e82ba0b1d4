/**
 * Where the member area reaches the legacy grocery-brand merge (and the passkey offer, below), on
 * the dashboard's way and so as small as can be: the merge lives in account security's chunk (`LegacyMerge.tsx`), fetched once
 * the frame that shows the member's account has been painted and the browser is idle (the timing of
 * `prefetchSecurityPages`), so that asking about the offer never delays the member's data. It is a
 * background fetch: a failure is a console warning, never a toast.
 */
import { legacyOfferAtom } from '../../state/legacyMerge.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { useSecurityPages, useSecurityPagesAfterAccount } from './securityHooks.ts';

export function LegacyMergeSlot() {
  const pages = useSecurityPagesAfterAccount();
  return pages ? <pages.LegacyMerge /> : null;
}

/**
 * The dashboard's offer to add a passkey (issue 34), which lives in account security's chunk too
 * (`PasskeyOffer.tsx`): it shows once that chunk is here, never before the member's data.
 */
export function PasskeyOfferSlot() {
  const pages = useSecurityPagesAfterAccount();
  return pages ? <pages.PasskeyOffer /> : null;
}

/** The dashboard's notice of an offer (rendered again when an offer comes: its chunk is here by then). */
export function LegacyMergeNoticeSlot() {
  useAtomValue(legacyOfferAtom);
  const pages = useSecurityPages(false);
  return pages ? <pages.LegacyMergeNotice /> : null;
}
