/**
 * The Passkeys page of `<member-account>` (issue 34), in the browser, on dist's module graph,
 * against the reference member service: what a passkey is and the member's list, Add behind a
 * verification (the browser's ceremony on a virtual authenticator, in Chromium), a second passkey
 * on the same authenticator refused as such, Rename inline, Remove confirmed and verified; the
 * host hears each change; axe and fingertip targets.
 */
import { expect } from '@open-wc/testing';
import { button, field, root, text, toasts, type MemberAccount, securityMemberOn } from './support/account.ts';
import { HAS_VIRTUAL_AUTHENTICATOR, virtualAuthenticator } from './support/engine.ts';
import { deepActive, pollFor, pollUntil } from './support/fixtures.ts';
import { logout, outboxCode, setValue } from './support/popup.ts';
import type { AccountChangeDetail } from '../src/events.ts';

const passkeysPage = () => securityMemberOn('#/passkeys', 'Passkeys');
const cards = (element: MemberAccount) => [...root(element).querySelectorAll<HTMLLIElement>('[part~="passkey"]')];
const titles = (element: MemberAccount) => cards(element).map((card) => card.querySelector('[part~="card-title"]')?.textContent?.trim() ?? '');
const dialog = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="verification-dialog"]');

function buttonIn(scope: ParentNode | null | undefined, label: string): HTMLButtonElement {
  const found = [...(scope?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label} in "${(scope as Element | null)?.textContent ?? ''}"`);
  return found;
}

/** The security member's phone and e-mail, where the verification's codes go. */
const MEMBER_PHONE = '81234568';
const MEMBER_EMAIL = 'security@example.com';

/**
 * Passes the verification the service asks for, if it asks (a fresh one may still hold), by a code
 * to the member's phone (the method it suggests) or e-mail (another method: two codes to one phone
 * within the service's resend window would be refused), after checking the action the dialog names.
 */
async function verifyIfAsked(element: MemberAccount, done: () => boolean, intro: string, by: 'sms' | 'email' = 'sms'): Promise<void> {
  await pollUntil(() => done() || (dialog(element)?.open && dialog(element)?.textContent?.includes('Use another method')), 'neither the change nor a verification came');
  if (done()) return;
  expect(dialog(element)?.textContent).to.include(intro);
  // A new way in is never proved by the password alone (removing one may be).
  if (intro.includes('add')) expect(dialog(element)?.textContent, 'no password to add a passkey').not.to.include('My password');
  if (by === 'email') buttonIn(dialog(element), 'Code by email to s***y@example.com').click();
  await pollUntil(() => dialog(element)?.textContent?.includes(by === 'email' ? 'Code by SMS to' : 'Code by email to'), 'the method did not open');
  buttonIn(dialog(element), 'Send code').click();
  // The code field shows once the service has sent the code: the newest in the outbox for it (this engine's service alone).
  await pollUntil(() => dialog(element)?.querySelector('input[autocomplete="one-time-code"]'), 'the code field did not show').catch((error: unknown) => {
    throw new Error(`${String(error)}: ${dialog(element)?.textContent ?? 'no dialog'}`);
  });
  const code = await pollFor(async () => (await outboxCode(by === 'email' ? MEMBER_EMAIL : MEMBER_PHONE))?.code, `no code by ${by}`);
  const field = dialog(element)?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
  if (!field) throw new Error('no code field');
  setValue(field, code);
  buttonIn(dialog(element), 'Verify').click();
}

describe('<member-account> passkeys (issue 34)', () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('says what a passkey is, lists none yet, and offers Add where the browser has WebAuthn; axe, fingertip targets', async () => {
    const element = await passkeysPage();
    expect(text(element)).to.include('Log in with your fingerprint, face or screen lock');
    expect(text(element)).to.include('You have no passkeys yet.');
    const add = [...root(element).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Add a passkey');
    expect(Boolean(add), 'Add where WebAuthn is').to.equal(typeof PublicKeyCredential === 'function');
    if (add) expect(add.getBoundingClientRect().height, 'a fingertip target').to.be.at.least(44);
    else expect(text(element)).to.include('This browser cannot make passkeys.');
    expect(root(element).querySelector('[part~="menu-link-current"]')?.textContent).to.equal('Passkeys');
    await expect(element).to.be.accessible();
  });

  if (HAS_VIRTUAL_AUTHENTICATOR)
    it('adds a passkey after a verification, refuses a second on the same authenticator, renames it and removes it (Chromium: a virtual authenticator)', async function () {
      this.timeout(40000);
      const authenticator = await virtualAuthenticator();
      try {
        const element = await passkeysPage();
        const changes: AccountChangeDetail[] = [];
        element.addEventListener('account-change', (event) => changes.push((event as CustomEvent<AccountChangeDetail>).detail));

        button(element, 'Add a passkey').click();
        await verifyIfAsked(element, () => cards(element).length === 1, "To add a passkey, first confirm it's you.");
        await pollUntil(() => cards(element).length === 1, 'the passkey was not added');
        expect(toasts(element)).to.include('Passkey added.');
        expect(changes.map(({ what, change }) => `${what} ${change}`)).to.deep.equal(['passkeys added']);
        const [credential] = await authenticator.credentials();
        expect(credential?.isResidentCredential, 'a discoverable credential: it signs in without a login name').to.equal(true);
        expect(changes[0]?.id).to.equal(credential?.credentialId.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
        await pollUntil(() => deepActive() === cards(element)[0], 'the focus did not go to the passkey added');
        expect(text(element)).to.include('Not used yet');
        await expect(element).to.be.accessible();

        // The authenticator has one for this account already: the service's options exclude it (the
        // verification was spent on the first: the service asks again).
        const refused = () => toasts(element).includes('This device already has a passkey for your account.');
        button(element, 'Add a passkey').click();
        await verifyIfAsked(element, refused, "To add a passkey, first confirm it's you.", 'email');
        await pollUntil(refused, 'a second passkey was not refused as such');
        expect(cards(element)).to.have.length(1);
        expect(await authenticator.credentials()).to.have.length(1);

        buttonIn(cards(element)[0], 'Rename').click();
        await pollUntil(() => root(element).querySelector('[part~="rename-form"]'), 'the rename form did not open');
        setValue(field(element, 'Passkey name'), 'Work laptop');
        button(element, 'Save').click();
        await pollUntil(() => titles(element)[0] === 'Work laptop', 'the name did not show');
        expect(toasts(element)).to.include('Passkey name saved.');
        await pollUntil(() => deepActive() === buttonIn(cards(element)[0], 'Rename'), 'the focus did not go back to Rename');

        buttonIn(cards(element)[0], 'Remove').click();
        await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'the confirmation did not open');
        expect(root(element).querySelector('[part~="alert"]')?.textContent).to.include('You will no longer be able to log in with Work laptop.');
        buttonIn(root(element).querySelector('[part~="alert"]'), 'Remove').click();
        await verifyIfAsked(element, () => cards(element).length === 0, "To remove a passkey, first confirm it's you.");
        await pollUntil(() => cards(element).length === 0, 'the passkey was not removed');
        expect(toasts(element)).to.include('Passkey removed.');
        expect(
          changes.map(({ what, change }) => `${what} ${change}`),
          'a name changes nothing the host hears of',
        ).to.deep.equal(['passkeys added', 'passkeys removed']);
        await pollUntil(() => deepActive()?.textContent === 'Your passkeys', 'the focus did not go to the list');
        expect(text(element)).to.include('You have no passkeys yet.');
      } finally {
        await authenticator.remove();
      }
    });
});
