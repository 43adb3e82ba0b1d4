/**
 * The passkey tests' shared steps (issue 34): the security member's Passkeys page, passing the
 * "Verify it's you" the service asks for before a passkey changes, and adding one on the test page's
 * virtual authenticator (Chromium).
 */
import { expect } from '@open-wc/testing';
import { button, root, securityMemberOn, type MemberAccount } from './account.ts';
import { pollFor, pollUntil } from './fixtures.ts';
import { outboxCode, setValue } from './popup.ts';

export const passkeysPage = () => securityMemberOn('#/passkeys', 'Passkeys');
export const passkeyCards = (element: MemberAccount) => [...root(element).querySelectorAll<HTMLLIElement>('[part~="passkey"]')];
export const verificationDialog = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="verification-dialog"]');

export function buttonIn(scope: ParentNode | null | undefined, label: string): HTMLButtonElement {
  const found = [...(scope?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label} in "${(scope as Element | null)?.textContent ?? ''}"`);
  return found;
}

/** The verification's switch to the method whose label starts with `label`. */
export function methodButton(scope: ParentNode | null | undefined, label: string): HTMLButtonElement {
  const found = [...(scope?.querySelectorAll('[part~="methods"] button') ?? [])].find((candidate) => candidate.textContent?.startsWith(label));
  if (!found) throw new Error(`no method ${label}`);
  return found as HTMLButtonElement;
}

/** The security member's phone and e-mail, where the verification's codes go. */
const MEMBER_PHONE = '81234568';
const MEMBER_EMAIL = 'security@example.com';

/**
 * Passes the verification the service asks for, if it asks (a fresh one may still hold), by a code
 * to the member's phone (the method it suggests) or e-mail (another method: two codes to one phone
 * within the service's resend window would be refused), after checking the action the dialog names.
 */
export async function verifyIfAsked(element: MemberAccount, done: () => boolean, intro: string, by: 'sms' | 'email' = 'sms'): Promise<void> {
  const dialog = () => verificationDialog(element);
  await pollUntil(() => done() || (dialog()?.open && dialog()?.textContent?.includes('Use another method')), 'neither the change nor a verification came');
  if (done()) return;
  expect(dialog()?.textContent).to.include(intro);
  // A new way in is never proved by the password alone (removing one may be).
  if (intro.includes('add')) expect(dialog()?.textContent, 'no password to add a passkey').not.to.include('My password');
  if (by === 'email') buttonIn(dialog(), 'Code by email to s***y@example.com').click();
  // A member with a passkey is offered it first: the test chooses the code.
  else if (dialog()?.textContent?.includes('Use my passkey')) methodButton(dialog(), 'Code by SMS to').click();
  await pollUntil(() => dialog()?.textContent?.includes(by === 'email' ? 'Code by SMS to' : 'Code by email to'), 'the method did not open');
  buttonIn(dialog(), 'Send code').click();
  // The code field shows once the service has sent the code: the newest in the outbox for it (this engine's service alone).
  await pollUntil(() => dialog()?.querySelector('input[autocomplete="one-time-code"]'), 'the code field did not show').catch((error: unknown) => {
    throw new Error(`${String(error)}: ${dialog()?.textContent ?? 'no dialog'}`);
  });
  const code = await pollFor(async () => (await outboxCode(by === 'email' ? MEMBER_EMAIL : MEMBER_PHONE))?.code, `no code by ${by}`);
  const field = dialog()?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
  if (!field) throw new Error('no code field');
  setValue(field, code);
  buttonIn(dialog(), 'Verify').click();
}

/** Adds a passkey on the Passkeys page of `element` (the page's virtual authenticator makes it), through the verification. */
export async function addPasskeyHere(element: MemberAccount): Promise<void> {
  const before = passkeyCards(element).length;
  button(element, 'Add a passkey').click();
  await verifyIfAsked(element, () => passkeyCards(element).length > before, "To add a passkey, first confirm it's you.");
  await pollUntil(() => passkeyCards(element).length > before, 'the passkey was not added');
}
