/**
 * Every screen state of the popup, for the layout and theme tests: how to reach it from an open
 * popup and when it has settled (async parts such as the channel buttons or the QR image shown).
 */
import { navigateAtom } from '../src/state/atoms.ts';
import type { Route } from '../src/state/routes.ts';
import { storeFor } from '../src/state/store.ts';
import { openDialog, part, pollUntil, popupFixture, type MemberLoginPopup } from './support/fixtures.ts';
import { servicePublicKey } from './support/popup.ts';

export interface ScreenState {
  readonly name: string;
  readonly route: Route;
  /** The screen's part (`screen-…`). */
  readonly screen: string;
  /** The tab to select (Login's, Registry's). */
  readonly tab?: 0 | 1;
  /** A part that shows once the screen has loaded what it needs. */
  readonly settled?: string;
}

const SENT = { phone: '91234567', prefix: '65', channel: 'SMS', codeLength: 6, type: 'OTP_LOGIN' } as const;
const EMAIL_SENT = { email: 'new.shopper@example.com', type: 'OTP_REGISTER', codeLength: 6 } as const;

/** No two states of one route follow each other: a screen keeps its state while its route stays. */
export const SCREEN_STATES: readonly ScreenState[] = [
  { name: 'Login, password tab', route: { name: 'Login' }, screen: 'login', tab: 0, settled: 'third-party' },
  { name: 'Login, phone code tab', route: { name: 'Login' }, screen: 'login', tab: 1, settled: 'channel' },
  { name: 'Qrcode', route: { name: 'Qrcode' }, screen: 'qrcode', settled: 'qr-image' },
  { name: 'Registry', route: { name: 'Registry' }, screen: 'registry', tab: 0, settled: 'channel' },
  { name: 'Verify without a number', route: { name: 'Verify', step: { kind: 'phone', otpType: 'OTP_LOGIN' } }, screen: 'verify-phone', settled: 'channel' },
  { name: 'ForgetPassword', route: { name: 'ForgetPassword' }, screen: 'forget' },
  { name: 'Verify with a number', route: { name: 'Verify', step: { kind: 'code', sent: SENT } }, screen: 'verify' },
  { name: 'ResetPassword', route: { name: 'ResetPassword', token: 'reset-token' }, screen: 'reset' },
  { name: 'ResetPassword, link expired', route: { name: 'ResetPassword' }, screen: 'reset' },
  { name: 'ProfileComplete, step 1', route: { name: 'ProfileComplete', step: { kind: 'base', token: 'register-token', phone: '91234567' } }, screen: 'profile-base' },
  { name: 'ProfileComplete, step 2', route: { name: 'ProfileComplete', step: { kind: 'other' } }, screen: 'profile-other' },
  { name: 'Registry, e-mail tab', route: { name: 'Registry' }, screen: 'registry', tab: 1 },
  {
    name: 'ProfileComplete after an e-mail sign-up that claimed guest orders',
    route: { name: 'ProfileComplete', step: { kind: 'base', token: 'register-token', email: 'guest@example.com', passwordSet: true, guestOrders: 3 } },
    screen: 'profile-base',
    settled: 'guest-orders',
  },
  { name: 'Registry, e-mail code step', route: { name: 'Registry', code: EMAIL_SENT }, screen: 'registry-code' },
  {
    name: "ProfileComplete of a guest's account without a password (a code login): the password, no Fill in Later",
    route: { name: 'ProfileComplete', step: { kind: 'base', token: 'register-token', email: 'guest@example.com', guestOrders: 2 } },
    screen: 'profile-base',
    settled: 'guest-orders',
  },
];

/** A popup with the third-party row configured, opened in `language`. */
export async function popupIn(language: string, attributes: Record<string, string> = {}): Promise<MemberLoginPopup> {
  const element = await popupFixture({
    language,
    'public-key': await servicePublicKey(),
    'google-client-id': 'demo-google-client',
    'facebook-app-id': 'demo-facebook-app',
    ...attributes,
  });
  element.show();
  await openDialog(element);
  return element;
}

/** Moves an open popup to `state` and waits until it has settled there. */
export async function showState(element: MemberLoginPopup, state: ScreenState): Promise<HTMLElement> {
  storeFor(element).set(navigateAtom, { type: 'show', route: state.route });
  const screen = () => part(element, 'screen')?.getAttribute('part')?.split(' ').includes(`screen-${state.screen}`);
  await pollUntil(screen, `${state.name} did not show`, 5000);
  if (state.tab !== undefined) {
    const tab = element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="tab"]')[state.tab]!;
    if (tab.getAttribute('aria-selected') !== 'true') tab.click();
    await pollUntil(() => tab.getAttribute('aria-selected') === 'true', `${state.name}: the tab was not selected`);
  }
  if (state.settled) await pollUntil(() => part(element, state.settled!), `${state.name}: no ${state.settled}`, 5000);
  return part(element, 'dialog')!;
}
