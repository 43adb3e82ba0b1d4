/** Helpers of the `<member-account>` browser tests: the element, its pages, and what it shows. */
import { fixture, html } from '@open-wc/testing';
import '../../elements/member-account.ts';
import type { MemberAccount } from '../../elements/MemberAccount.ts';
import { PREFERENCE_COOKIE } from '../../src/config/preference.ts';
import { pollFor, pollUntil } from './fixtures.ts';
import { sendKeys } from './keyboard.ts';
import { DEMO_PASSWORD, loginPage, nextEvent, passwordLoginAnswer, servicePublicKey } from './popup.ts';

export type { MemberAccount };

export async function accountFixture(attributes: Record<string, string> = {}): Promise<MemberAccount> {
  const element = document.createElement('member-account');
  for (const [name, value] of Object.entries({ region: 'sg', language: 'en', ...attributes })) element.setAttribute(name, value);
  return fixture<MemberAccount>(html`${element}`);
}

export const root = (element: MemberAccount) => element.shadowRoot!;
export const heading = (element: MemberAccount) => root(element).querySelector<HTMLElement>('[part~="page-title"]');
export const text = (element: MemberAccount) => root(element).querySelector('[part~="page"]')?.textContent ?? '';
export const toasts = (element: MemberAccount) => [...root(element).querySelectorAll('[part~="toast"]')].map((toast) => toast.textContent ?? '');

export function button(element: MemberAccount, label: string): HTMLButtonElement {
  // The one a member sees: a long form's Save is in the top bar on a phone and under the form otherwise.
  const named = [...root(element).querySelectorAll('button')].filter((candidate) => candidate.textContent?.trim() === label);
  const found = named.find((candidate) => candidate.checkVisibility()) ?? named[0];
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

export function field(element: MemberAccount, label: string): HTMLInputElement {
  const labelled = [...root(element).querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === label);
  const found = labelled?.htmlFor
    ? root(element).getElementById(labelled.htmlFor)
    : (labelled?.querySelector('input') ??
      // A control named by a part of its label (a promotion switch, whose row is its label).
      [...root(element).querySelectorAll('input[aria-labelledby]')].find(
        (input) => root(element).getElementById(input.getAttribute('aria-labelledby')!)?.textContent?.trim() === label,
      ));
  if (!(found instanceof HTMLInputElement)) throw new Error(`no field ${label}`);
  return found;
}

/** The multi-line field labelled `label` (the street address). */
export function textArea(element: MemberAccount, label: string): HTMLTextAreaElement {
  const labelled = [...root(element).querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === label);
  const found = labelled?.htmlFor ? root(element).getElementById(labelled.htmlFor) : null;
  if (!(found instanceof HTMLTextAreaElement)) throw new Error(`no text area ${label}`);
  return found;
}

/** Types `value` into a text area as the shopper would (React hears an input event). */
export function setText(area: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

export async function until(element: MemberAccount, title: string | RegExp): Promise<void> {
  await pollUntil(
    () => {
      const shown = heading(element)?.textContent ?? '';
      // A page of the lazy unit (accountPages.ts) shows its title over a skeleton until its code is here.
      if (root(element).querySelector('[data-lazy-page]')) return false;
      return typeof title === 'string' ? shown === title : title.test(shown);
    },
    `the page "${String(title)}" did not show (shows "${heading(element)?.textContent}")`,
    8000,
  );
}

/** A page that loads what it shows (the security pages) has shown it. */
export async function loaded(element: MemberAccount): Promise<void> {
  await pollUntil(() => !root(element).querySelector('[part~="loading"]'), 'the page is still loading');
}

export async function go(element: MemberAccount, hash: string, title: string | RegExp): Promise<void> {
  location.hash = hash;
  await until(element, title);
}

/** The demo member logged in, the member area shown on `hash` once its page is `title`. */
export async function memberOn(hash: string, title: string | RegExp): Promise<MemberAccount> {
  await loginPage();
  history.replaceState(null, '', hash);
  const element = await accountFixture();
  await until(element, title);
  return element;
}

/** The demo account of the account security tests (a phone, an e-mail and a password). */
export const SECURITY_MEMBER = 'security@example.com';

/** The security member logged in, on a page of the member area, its data loaded. */
export async function securityMemberOn(hash: string, title: string | RegExp, attributes: Record<string, string> = {}): Promise<MemberAccount> {
  await loginPage(SECURITY_MEMBER, DEMO_PASSWORD);
  history.replaceState(null, '', hash);
  const element = await accountFixture({ 'public-key': await servicePublicKey(), ...attributes });
  await until(element, title);
  await loaded(element);
  return element;
}

/** The scenario member whose every login asks a second verification: the slider first, then a code (SMS to +65 8123 4569, or e-mail). */
export const VERIFYING_MEMBER = { email: 'second-verification@example.com', phone: '81234569' } as const;

/**
 * Logs `VERIFYING_MEMBER` in by password and opens the verification page of that login (as the
 * service's SECOND_VERIFICATION step sends the shopper there), its way back `redirect`.
 */
export async function loginVerificationPage(attributes: Record<string, string> = {}, redirect = `${location.origin}/after`): Promise<MemberAccount> {
  const login = await passwordLoginAnswer(VERIFYING_MEMBER.email, DEMO_PASSWORD);
  const { token } = (login as { module: { loginResponseDTO: { loginNextStepActionData: { token: string } } } }).module.loginResponseDTO.loginNextStepActionData;
  history.replaceState(null, '', `${location.pathname}?token=${encodeURIComponent(token)}&type=SECOND_VERIFICATION&redirect=${encodeURIComponent(redirect)}`);
  const element = await accountFixture({ view: 'verification', 'public-key': await servicePublicKey(), ...attributes });
  await until(element, 'Security verification');
  return element;
}

/**
 * Slides the verification's slider (the first thing shown) to its end as a hand on the keyboard
 * does: step by step, then the rest of the way at once (a pace no script's straight line has).
 */
export async function slideToEnd(element: MemberAccount): Promise<void> {
  const slider = await pollFor(() => root(element).querySelector<HTMLInputElement>('input[type="range"]') ?? undefined, 'the slider was not shown first');
  slider.focus();
  for (let step = 0; step < 60; step++) await sendKeys({ press: 'ArrowRight' });
  await sendKeys({ press: 'End' });
}

/** Forgets the language and region a test chose in Settings (the preference cookie outlives a logout, as a shopper's choice does). */
export function forgetPreference(): void {
  document.cookie = `${PREFERENCE_COOKIE}=; max-age=0; path=/`;
}

/** Logs the member out through the element's own Log out (and its confirmation). */
export async function logOutHere(element: MemberAccount): Promise<void> {
  button(element, 'Log out').click();
  await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'no logout confirmation');
  const loggedOut = nextEvent(element, 'logout');
  const confirm = [...root(element).querySelectorAll<HTMLButtonElement>('[part~="alert"] button')].find((candidate) => candidate.textContent === 'Log out');
  if (!confirm) throw new Error('no Log out in the confirmation');
  confirm.click();
  await loggedOut;
  await until(element, 'You are not logged in');
}
