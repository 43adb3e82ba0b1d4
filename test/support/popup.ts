/** Driving the popup's screens in tests, against the reference member service on this origin. */
import { waitUntil } from '@open-wc/testing';
import { sendKeys } from './keyboard.ts';
import { USER_ID_COOKIE } from '../../src/kernel/contract/cookieNames.ts';
import { LOGIN_METHOD_KEY } from '../../src/flows/loginMethod.ts';
import { nativeSleep, openDialog, part, pollFor, pollUntil, popupFixture, type MemberLoginPopup } from './fixtures.ts';

export const DEMO_PASSWORD = 'Shopper123!';

let publicKey: string | undefined;

/** The service's password key, as the demo page puts it in the attribute. */
export async function servicePublicKey(): Promise<string> {
  publicKey ??= await (await fetch('/user/api/publicKey')).text();
  return publicKey;
}

/** A popup wired to the service, opened on `route` (Login by default), its screen rendered. */
export async function openPopup(attributes: Record<string, string> = {}, route = 'Login'): Promise<MemberLoginPopup> {
  const element = await popupFixture({ 'public-key': await servicePublicKey(), ...attributes });
  element.show(route);
  await openDialog(element);
  await waitUntil(() => element.shadowRoot?.querySelector(`[part~="screen"]`), `the ${route} screen did not render`, { timeout: 5000 });
  return element;
}

export function shadow(element: MemberLoginPopup): ShadowRoot {
  return element.shadowRoot!;
}

/** The input labelled `label`. */
export function input(element: MemberLoginPopup, label: string): HTMLInputElement {
  const labelElement = [...shadow(element).querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === label);
  const found = labelElement?.htmlFor ? shadow(element).getElementById(labelElement.htmlFor) : labelElement?.querySelector('input');
  if (!(found instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
  return found;
}

/** Types into the input labelled `label`, as a user would (focus, keys, then leaves it). */
export async function type(element: MemberLoginPopup, label: string, text: string): Promise<void> {
  const field = input(element, label);
  field.focus();
  field.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

/** Sets the value at once (for long inputs), through React's change handling. */
export function setValue(field: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function button(element: MemberLoginPopup, text: string | RegExp): HTMLButtonElement {
  const found = [...shadow(element).querySelectorAll('button')].find((candidate) => {
    const label = candidate.getAttribute('aria-label') ?? candidate.textContent?.trim() ?? '';
    return typeof text === 'string' ? label === text : text.test(label);
  });
  if (!found) throw new Error(`no button ${String(text)}`);
  return found;
}

/** The button labelled `text` once it shows (a screen's body may come with a chunk of its own, after the screen). */
export async function shownButton(element: MemberLoginPopup, text: string): Promise<HTMLButtonElement> {
  const labelled = () =>
    [...shadow(element).querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === text);
  await pollUntil(labelled, `no button ${text}`);
  return labelled()!;
}

/** The button that sends the code by `channel`, once the server's channels are shown (they come with the flows' chunk and the server's answer). */
export async function sendButton(element: MemberLoginPopup, channel: 'SMS' | 'WhatsApp' = 'SMS'): Promise<HTMLButtonElement> {
  const label = `Send code via ${channel}`;
  await pollUntil(() => [...shadow(element).querySelectorAll('[part~="channel"]')].some((candidate) => candidate.textContent === label), `no button ${label}`);
  return button(element, label);
}

export function fieldError(field: HTMLInputElement): string | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? ((field.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? undefined) : undefined;
}

/** The inline messages shown now, at fields and boxes. */
export function fieldErrorTexts(element: MemberLoginPopup): string[] {
  return [...shadow(element).querySelectorAll('[part~="field-error"]')].map((message) => message.textContent ?? '');
}

export function toastTexts(element: MemberLoginPopup): string[] {
  return [...shadow(element).querySelectorAll('[part~="toast"]')].map((toast) => toast.textContent ?? '');
}

export function screenPart(element: MemberLoginPopup): string | undefined {
  return part(element, 'screen')?.getAttribute('part') ?? undefined;
}

export async function waitForScreen(element: MemberLoginPopup, name: string): Promise<void> {
  await pollUntil(() => screenPart(element)?.split(' ').includes(`screen-${name}`), `the ${name} screen did not show`, 5000);
}

/** The first `name` event the element dispatches. */
export function nextEvent<T = unknown>(element: EventTarget, name: string): Promise<CustomEvent<T>> {
  return new Promise((resolve) => element.addEventListener(name, (event) => resolve(event as CustomEvent<T>), { once: true }));
}

/** The newest code the dev outbox has for `phone`. */
export async function outboxCode(phone: string): Promise<{ code: string; channel: string } | undefined> {
  const entries = (await (await fetch(`/__dev/outbox?phone=${phone}`)).json()) as { code: string; channel: string }[];
  return entries[0];
}

/** A Singapore mobile number nobody has used in this test run. */
let phoneCounter = 0;
export function freshPhone(): string {
  phoneCounter += 1;
  // 91… is a Singapore mobile range; the last six digits change with the time and the counter.
  return `91${String((Date.now() * 10 + phoneCounter) % 1_000_000).padStart(6, '0')}`;
}

/** Sets the service's failure switches; `message: ""` answers the code without a message. */
export async function switchFailure(body: { fail?: string; match?: string; times?: number; latencyMs?: number; message?: string }): Promise<void> {
  await fetch('/__dev/switches', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** Waits until the service has taken the switched failure (the call has reached it). */
export async function switchTaken(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const state = (await (await fetch('/__dev/switches')).json()) as { fail?: unknown };
    if (!state.fail) return;
    await nativeSleep(10);
  }
  throw new Error('the switched call never reached the service');
}

/**
 * Takes the member areas off the page, ends the session of this test page, forgets the user id
 * cookie and the last login method (Login opens on the password tab again), puts the scenario
 * accounts back.
 */
export async function logout(): Promise<void> {
  // The test's member areas go first: one still on the page hears the session end from a call still
  // under way, and, with no login popup on the page, leaves it for the login page (as it should on a
  // shop's page), taking the test page and its results with it (seen as "did not finish" in Chromium).
  for (const element of document.querySelectorAll('member-account')) element.remove();
  await endSession();
}

/** `logout` with the member areas left on the page: a test of what they do when the session ends. */
export async function endSession(): Promise<void> {
  localStorage.removeItem(LOGIN_METHOD_KEY);
  await fetch('/__dev/scenarios/reset', { method: 'POST' });
  await switchFailure({ fail: '', latencyMs: 0 });
  await logOutOnly();
}

/** Ends the session as the member's Log out does, and nothing else (the scenario accounts keep what the test gave them: a passkey). */
export async function logOutOnly(): Promise<void> {
  await fetch('/user/logout', { method: 'POST', body: new URLSearchParams({ _csrf: await csrfToken() }), redirect: 'manual' });
  document.cookie = `${USER_ID_COOKIE}=; path=/; max-age=0`;
}

async function csrfToken(): Promise<string> {
  return ((await (await fetch('/user/api/getCsrfToken')).json()) as { module: { token: string } }).module.token;
}

/** Logs this test page in (as the phone of a QR login would be), without the popup. */
export async function loginPage(loginName = 'shopper@example.com', password = DEMO_PASSWORD): Promise<void> {
  if (!((await passwordLoginAnswer(loginName, password)) as { success: boolean }).success) throw new Error('the test page could not log in');
}

/** The service's answer to a password login of this test page, as the popup sends it. */
export async function passwordLoginAnswer(loginName: string, password = DEMO_PASSWORD): Promise<unknown> {
  const response = await fetch('/user/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': await csrfToken() },
    body: JSON.stringify({ loginName, encryptPassword: await encrypt(password) }),
  });
  return response.json();
}

/** Runs `send`, then waits for the code it sent to `to` (a new one: not the newest before it). */
export async function codeSentBy(to: string, send: () => void): Promise<string> {
  const before = JSON.stringify(await outboxCode(to));
  send();
  return pollFor(async () => {
    const newest = await outboxCode(to);
    return newest && JSON.stringify(newest) !== before ? newest.code : undefined;
  }, `no new code to ${to}`);
}

async function encrypt(password: string): Promise<string> {
  const { encryptPassword } = await import('../../src/security/encryptPassword.ts');
  return encryptPassword(password, await servicePublicKey());
}

/** The newest QR session, as the phone would scan it. */
export async function latestQr(): Promise<{ requestId: string; state: string; polls: number }> {
  return (await (await fetch('/__dev/qr')).json()) as { requestId: string; state: string; polls: number };
}

/** The phone opens the code's page (scan) and confirms the login there. */
export async function scanQr(requestId: string): Promise<void> {
  await fetch(`/qr/confirm?requestId=${requestId}`);
}

export async function confirmQr(requestId: string): Promise<void> {
  await fetch('/qr/confirm', { method: 'POST', body: new URLSearchParams({ requestId, reviewed: '1', _csrf: await csrfToken() }) });
}
