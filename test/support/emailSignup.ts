/** What the e-mail sign-up's browser tests share (test/emailSignup.test.ts, test/guestPage.test.ts). */
import sinon from 'sinon';
import { browserPage } from '../../src/page/browserPage.ts';
import { part, pollUntil, type MemberLoginPopup } from './fixtures.ts';
import { button, logout, openPopup, outboxCode, shadow, shownButton, type, waitForScreen } from './popup.ts';

export const PASSWORD = 'Fresh123!';
export const NETWORK_ERROR = 'Network error, please try again later';

let counter = 0;
/** An address nobody has used in this test run. */
export function freshEmail(): string {
  counter += 1;
  return `new.${Date.now()}.${counter}@example.com`;
}

/** Registry on its e-mail tab (or the guest page's e-mail sign-up). */
export async function emailRegistry(attributes: Record<string, string> = {}, guest = false): Promise<MemberLoginPopup> {
  const element = await openPopup(attributes, 'Registry');
  await pollUntil(() => part(element, 'screen-registry'), 'Registry did not show');
  if (!guest) (await shownButton(element, 'Email')).click();
  await pollUntil(() => shadow(element).querySelector('input[name="email"]'), 'no e-mail field');
  return element;
}

/** The terms box. */
export function termsBox(element: MemberLoginPopup): HTMLInputElement {
  return shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!;
}

/** Types the address, ticks the terms and asks for a sign-up code; resolves on the code step. */
export async function sendSignupCode(element: MemberLoginPopup, email: string): Promise<void> {
  await type(element, 'Email address', email);
  shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.click();
  button(element, 'Send code').click();
  await waitForScreen(element, 'registry-code');
}

export async function signUp(element: MemberLoginPopup, email: string): Promise<void> {
  await sendSignupCode(element, email);
  await type(element, 'Verification code', (await outboxCode(email))!.code);
  await type(element, 'Password', PASSWORD);
  button(element, 'Create account').click();
  await waitForScreen(element, 'profile-base');
}

/** The page's address seen by the popup: the guest page's. */
export function onGuestPage(): sinon.SinonStub {
  return sinon.stub(browserPage, 'url').returns(`${location.origin}/user/guest-register?guest=1`);
}

/** An address with an account (signed up by e-mail), logged out again. */
export async function registeredEmail(): Promise<string> {
  const email = freshEmail();
  const element = await emailRegistry();
  await signUp(element, email);
  element.remove();
  await logout();
  return email;
}

export async function seedGuestOrders(email: string, count: number): Promise<void> {
  await fetch('/__dev/guest-orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, count }) });
}

/** On the guest page: types `email`, ticks the terms and logs in with the code the address gets. */
export async function guestCodeLogin(element: MemberLoginPopup, email: string): Promise<void> {
  await type(element, 'Email address', email);
  termsBox(element).click();
  button(element, 'Log in with a code instead').click();
  await waitForScreen(element, 'registry-code');
  await type(element, 'Verification code', (await outboxCode(email))!.code);
}
