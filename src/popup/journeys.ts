/**
 * The journeys and the member api behind them (the wire contract, its checks, the network layer,
 * the password encryption, the page's effects): one chunk, which no screen needs to be seen. It is
 * fetched when the browser is idle after the popup first shows, or at the latest by the first
 * action (see `flowHooks.ts`), so a page whose shopper never opens the popup never downloads it.
 * Screens reach it only through `useAction` and `useJourneyWorld`, which hand it to them.
 */
import type { Journey } from '../flows/journey.ts';
import { anySignal } from '../net/anySignal.ts';
import { elementJourney } from '../page/elementJourney.ts';
import { attributesAtom } from '../state/attributes.ts';
import type { PopupStore } from '../state/store.ts';

export { deliveryChannels, FALLBACK_CHANNELS, resendPhoneCode, sendPhoneCode, verifyPhoneCode } from '../flows/phoneCode.ts';
export { loginWithPassword } from '../flows/passwordLogin.ts';
export { loginWithFacebook, startGoogleLogin } from '../flows/thirdParty.ts';
export { restoreAccount } from '../flows/restore.ts';
export { loginWithQrToken, startQrLogin } from '../flows/qrLogin.ts';
export { resetPassword, sendResetCode, startPasswordReset, verifyResetCode } from '../flows/passwordReset.ts';
export { saveBaseInfo, saveOtherInfo } from '../flows/profile.ts';
export { asMemberError } from '../net/MemberError.ts';
export { isGeneric, reportCause } from '../net/reportCause.ts';

const journeys = new WeakMap<PopupStore, { readonly hosts: string; readonly journey: Journey }>();

/**
 * The journeys' world of one element. Its member client (which keeps the CSRF token of its hosts)
 * is made anew only when the element's hosts change.
 */
export function journeyFor(host: HTMLElement, store: PopupStore): Journey {
  const attributes = store.get(attributesAtom);
  const hosts = [attributes['member-host'], attributes['gateway-host'], attributes['other-mode-host'], attributes['backup-url']].join(' ');
  const known = journeys.get(store);
  if (known?.hosts === hosts) return known.journey;
  const journey = elementJourney(host, store);
  journeys.set(store, { hosts, journey });
  return journey;
}

/**
 * The journey of one action: aborted by `cancel` (the shopper's Cancel) or when the popup closes.
 * `release` unlinks it from the popup's signal once the action is over.
 */
export function actionJourney(host: HTMLElement, store: PopupStore, cancel: AbortSignal): Journey & { readonly signal: AbortSignal; release(): void } {
  const journey = journeyFor(host, store);
  const linked = journey.signal ? anySignal([journey.signal, cancel]) : { signal: cancel, release: () => undefined };
  return { ...journey, signal: linked.signal, release: linked.release };
}
