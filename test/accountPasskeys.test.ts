/**
 * The Passkeys page of `<member-account>` (issue 34), in the browser, on dist's module graph,
 * against the reference member service: what a passkey is and the member's list, Add behind a
 * verification (the browser's ceremony on a virtual authenticator, in Chromium), a second passkey
 * on the same authenticator refused as such, Rename inline, Remove confirmed and verified; the
 * host hears each change; axe and fingertip targets.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { browserPage } from '../src/page/browserPage.ts';
import {
  accountFixture,
  button,
  field,
  go,
  loaded,
  loginVerificationPage,
  root,
  securityMemberOn,
  slideToEnd,
  text,
  toasts,
  until,
  VERIFYING_MEMBER,
  type MemberAccount,
} from './support/account.ts';
import { HAS_VIRTUAL_AUTHENTICATOR, virtualAuthenticator } from './support/engine.ts';
import { deepActive, pollUntil } from './support/fixtures.ts';
import { addPasskeyHere, buttonIn, methodButton, passkeyCards, passkeysPage, verificationDialog, verifyIfAsked } from './support/passkeys.ts';
import { codeSentBy, logOutOnly, logout, servicePublicKey, setValue } from './support/popup.ts';
import type { AccountChangeDetail } from '../src/events.ts';

const titles = (element: MemberAccount) => passkeyCards(element).map((card) => card.querySelector('[part~="card-title"]')?.textContent?.trim() ?? '');
const cards = passkeyCards;
const dialog = verificationDialog;

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

  if (HAS_VIRTUAL_AUTHENTICATOR)
    it('offers the passkey first to verify a change of e-mail, and the change goes on once it answered (Chromium: a virtual authenticator)', async function () {
      this.timeout(40000);
      const authenticator = await virtualAuthenticator();
      try {
        const element = await passkeysPage();
        await addPasskeyHere(element);
        await go(element, '#/email/change', 'Change email');
        await loaded(element);
        const address = `sid.passkey.${Date.now()}@example.com`;
        setValue(field(element, 'New email address'), address);
        button(element, 'Send code').click();
        await pollUntil(() => dialog(element)?.open && dialog(element)?.textContent?.includes('Use another method'), 'the verification did not show');
        // The strongest way first, open; the codes are still offered.
        expect(dialog(element)?.querySelector('[part~="method"] h3')?.textContent).to.equal('My passkey');
        expect(dialog(element)?.textContent).to.include('Use the fingerprint, face or screen lock that unlocks your passkey.');
        methodButton(dialog(element), 'Code by SMS to');
        await expect(element).to.be.accessible();
        const [before] = await authenticator.credentials();
        buttonIn(dialog(element), 'Use my passkey').click();
        await pollUntil(() => !dialog(element) && text(element).includes(`code to ${address}`), 'the change did not go on after the passkey');
        const [after] = await authenticator.credentials();
        expect(after?.signCount, 'the passkey signed').to.be.greaterThan(before?.signCount ?? 0);
      } finally {
        await authenticator.remove();
      }
    });

  if (HAS_VIRTUAL_AUTHENTICATOR)
    it("offers the member's passkey first in a login's second verification, after the slider, and the passkey ends it logged in (Chromium: a virtual authenticator); axe", async function () {
      this.timeout(60000);
      const authenticator = await virtualAuthenticator();
      const assign = sinon.stub(browserPage, 'assign');
      const back = `${location.origin}/after`;
      try {
        // The first login: the slider, then a code by SMS; then the member adds a passkey (its own
        // verification by an e-mail code: a second SMS within the resend window would be refused).
        let element = await loginVerificationPage({}, back);
        await slideToEnd(element);
        await pollUntil(
          () => [...root(element).querySelectorAll('button')].some((candidate) => candidate.textContent === 'Send code'),
          'the slide did not open the SMS code',
        );
        expect(text(element), 'no passkey yet').not.to.include('Use my passkey');
        const code = await codeSentBy(VERIFYING_MEMBER.phone, () => button(element, 'Send code').click());
        await pollUntil(() => root(element).querySelector('input[autocomplete="one-time-code"]'), 'no code field');
        setValue(field(element, 'Verification code'), code);
        await pollUntil(() => assign.called, 'the first login did not end');
        element.remove();
        assign.resetHistory();
        history.replaceState(null, '', `${location.pathname}${location.search.replace(/[?&]token=.*$/, '')}#/passkeys`);
        element = await accountFixture({ 'public-key': await servicePublicKey() });
        await until(element, 'Passkeys');
        await loaded(element);
        button(element, 'Add a passkey').click();
        await pollUntil(() => dialog(element)?.open && dialog(element)?.textContent?.includes('Use another method'), 'the verification did not show');
        methodButton(dialog(element), 'Code by email to').click();
        await pollUntil(() => dialog(element)?.textContent?.includes('Code by SMS to'), 'the e-mail method did not open');
        const emailed = await codeSentBy(VERIFYING_MEMBER.email, () => buttonIn(dialog(element), 'Send code').click());
        await pollUntil(() => dialog(element)?.querySelector('input[autocomplete="one-time-code"]'), 'no code field in the dialog');
        setValue(dialog(element)!.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!, emailed);
        buttonIn(dialog(element), 'Verify').click();
        await pollUntil(() => cards(element).length === 1, 'the passkey was not added');
        element.remove();
        await logOutOnly();

        // The next login: the slider still first (it proves a person, not the account), then the passkey, open.
        element = await loginVerificationPage({}, back);
        expect(text(element)).not.to.include('Use my passkey');
        await slideToEnd(element);
        await pollUntil(() => text(element).includes('Use my passkey'), 'the passkey was not offered after the slider');
        expect(root(element).querySelector('[part~="method"] h3')?.textContent).to.equal('My passkey');
        expect(text(element), 'the codes are still offered').to.include('Code by SMS to');
        await expect(element).to.be.accessible();
        const [before] = await authenticator.credentials();
        button(element, 'Use my passkey').click();
        await pollUntil(() => assign.called, 'the passkey did not end the verification');
        expect(assign.firstCall.args[0]).to.equal(back);
        const [after] = await authenticator.credentials();
        expect(after?.signCount, 'the passkey signed').to.be.greaterThan(before?.signCount ?? 0);
        const user = (await (await fetch('/gw/mtop.lazada.member.account.profile.get/1.0/?data={}')).json()) as { ret: string[] };
        expect(user.ret[0], 'logged in').to.match(/^SUCCESS/);
      } finally {
        assign.restore();
        await authenticator.remove();
      }
    });

  if (HAS_VIRTUAL_AUTHENTICATOR)
    it('offers a passkey on the dashboard where the device has its own screen lock and the member has none: Not now puts it away for 30 days, Add a passkey adds one (Chromium: a virtual authenticator); axe', async function () {
      this.timeout(40000);
      const authenticator = await virtualAuthenticator();
      const offer = (element: MemberAccount) => root(element).querySelector<HTMLElement>('[part~="passkey-offer"]');
      try {
        // The account home: the dashboard, or on a phone-sized element the menu's page.
        const element = await securityMemberOn('#/profile/my', /^(Hello, Sidney Secure|My account)$/);
        await pollUntil(() => offer(element), 'the offer did not show');
        expect(offer(element)?.textContent).to.include('Log in faster with a passkey');
        await expect(element).to.be.accessible();
        buttonIn(offer(element), 'Not now').click();
        await pollUntil(() => !offer(element), 'Not now did not put it away');
        expect(deepActive()?.getAttribute('part')).to.include('page-title');
        element.remove();

        // Put away on this device for 30 days (the offer's flow reads it before it asks the service anything).
        expect(Number(localStorage.getItem('mlp.passkeyOffer.snoozedUntil'))).to.be.greaterThan(Date.now() + 29 * 24 * 3600_000);

        localStorage.removeItem('mlp.passkeyOffer.snoozedUntil');
        const third = await accountFixture({ 'public-key': await servicePublicKey() });
        await pollUntil(() => offer(third), 'the offer did not come back once the snooze was gone');
        buttonIn(offer(third), 'Add a passkey').click();
        await verifyIfAsked(third, () => !offer(third), "To add a passkey, first confirm it's you.");
        await pollUntil(() => !offer(third) && toasts(third).includes('Passkey added.'), 'the passkey was not added from the offer');
        expect(await authenticator.credentials()).to.have.length(1);
      } finally {
        localStorage.removeItem('mlp.passkeyOffer.snoozedUntil');
        await authenticator.remove();
      }
    });
});
