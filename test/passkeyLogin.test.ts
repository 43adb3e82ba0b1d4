/**
 * Signing in with a passkey from the popup's Login (issue 34), in the browser, on dist's module
 * graph, against the reference member service: the button and the login field's passkey autofill in
 * every engine; a prompt closed or failed (the browser's `navigator.credentials.get` answering as
 * it would); and in Chromium, whose virtual authenticator makes and uses real passkeys, a passkey
 * added on the Passkeys page signing in from the autofill and from the button, then refused once
 * removed (the Signal API told this browser; another device that still holds it is refused).
 */
import { expect } from '@open-wc/testing';
import type { LoginSuccessDetail } from '../src/events.ts';
import { logOutHere, toasts } from './support/account.ts';
import { HAS_VIRTUAL_AUTHENTICATOR, virtualAuthenticator } from './support/engine.ts';
import { pollFor, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { addPasskeyHere, buttonIn, passkeyCards, passkeysPage, verifyIfAsked } from './support/passkeys.ts';
import { button, DEMO_PASSWORD, input, logOutOnly, logout, nextEvent, openPopup, screenPart, shadow, toastTexts, type } from './support/popup.ts';

const passkeyButton = (element: MemberLoginPopup) =>
  pollFor(
    () => [...shadow(element).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Sign in with a passkey'),
    'no Sign in with a passkey',
  );

/** Whether this browser has WebAuthn at all (WebKitGTK's test browser has none). */
const HAS_WEBAUTHN = typeof PublicKeyCredential === 'function';

/** The login's type, as `login-success` tells the host. */
const loginType = (detail: LoginSuccessDetail) => (detail.result as { loginType?: string } | undefined)?.loginType;

/** How the browser answers `navigator.credentials.get` for this test: the autofill's request waits until cancelled, a prompt as `prompt` says. */
function browserAnswers(prompt: () => Promise<Credential | null>): { prompts: () => number; restore: () => void } {
  const credentials = navigator.credentials as CredentialsContainer & { get: CredentialsContainer['get'] };
  let prompts = 0;
  credentials.get = (options?: CredentialRequestOptions) => {
    if (options?.mediation === 'conditional') {
      return new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))));
    }
    prompts += 1;
    return prompt();
  };
  return { prompts: () => prompts, restore: () => Reflect.deleteProperty(credentials, 'get') };
}

/** Makes the browser offer no passkeys in autofill (as one without conditional mediation), until `restore`. */
function withoutAutofill(): () => void {
  const owner = PublicKeyCredential as unknown as { isConditionalMediationAvailable?: () => Promise<boolean> };
  Object.defineProperty(owner, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false), configurable: true });
  return () => Reflect.deleteProperty(owner, 'isConditionalMediationAvailable');
}

describe('Login: a passkey (issue 34)', () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('offers "Sign in with a passkey" under the tabs and passkeys in the login field\'s autofill where the browser has WebAuthn; a fingertip target; axe', async () => {
    const element = await openPopup();
    expect(input(element, 'Phone or Email').getAttribute('autocomplete'), 'the login field lists passkeys in its autofill').to.equal('username webauthn');
    await expect(element).to.be.accessible();
    if (!HAS_WEBAUTHN) {
      // WebKitGTK's test browser has no WebAuthn: Login offers every other way in, and no button that cannot work.
      expect(shadow(element).textContent).not.to.include('Sign in with a passkey');
      return;
    }
    const passkey = await passkeyButton(element);
    expect(passkey.getBoundingClientRect().height, 'a fingertip target').to.be.at.least(44);
    const tabs = shadow(element).querySelector('[role="tablist"]');
    expect(tabs?.compareDocumentPosition(passkey) ?? 0, 'under the tabs').to.equal(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  if (HAS_WEBAUTHN)
    it("a prompt the shopper closes leaves Login as it was, what was typed included, and says nothing; one that fails says so, and so does a browser that cannot use the site's passkeys on this domain", async () => {
      const closed = browserAnswers(() => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')));
      try {
        const element = await openPopup();
        await type(element, 'Phone or Email', 'shopper@example.com');
        (await passkeyButton(element)).click();
        await pollUntil(() => closed.prompts() === 1, 'the button did not open the prompt');
        await pollUntil(() => !shadow(element).querySelector('[part~="busy"]'), 'still busy');
        expect(screenPart(element)).to.include('screen-login');
        expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
        expect(toastTexts(element)).to.deep.equal([]);
        closed.restore();

        const failed = browserAnswers(() => Promise.reject(new DOMException('The authenticator failed.', 'UnknownError')));
        try {
          (await passkeyButton(element)).click();
          await pollUntil(() => toastTexts(element).includes('That passkey did not work. Try again, or log in another way.'), 'the failure was not said');
          expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
        } finally {
          failed.restore();
        }

        // Another regional domain, in a browser without related origin requests: it refuses the site's RP ID.
        const elsewhere = browserAnswers(() =>
          Promise.reject(new DOMException('The relying party ID is not a registrable domain suffix of the origin.', 'SecurityError')),
        );
        try {
          (await passkeyButton(element)).click();
          await pollUntil(() => toastTexts(element).includes('This browser cannot use your passkey on this site. Log in another way.'), 'the refusal was not said');
        } finally {
          elsewhere.restore();
        }
      } finally {
        closed.restore();
      }
    });

  if (HAS_VIRTUAL_AUTHENTICATOR)
    it('signs in with a passkey from the autofill, and from the button where the browser has no passkey autofill; a removed one is dropped by the browser and refused by the service (Chromium: a virtual authenticator)', async function () {
      this.timeout(60000);
      const authenticator = await virtualAuthenticator();
      try {
        const account = await passkeysPage();
        await addPasskeyHere(account);
        // Logged out as the member does it (the tests' own logout puts the scenario accounts back, passkeys gone).
        await logOutHere(account);
        account.remove();

        // The autofill: the virtual authenticator picks the passkey as soon as Login asks, as a shopper picks it in the login field's list.
        const viaAutofill = await openPopup();
        const success = nextEvent<LoginSuccessDetail>(viaAutofill, 'login-success');
        expect(loginType((await success).detail), 'a passkey login').to.equal('PASSKEY');
        expect((await success).detail.user).to.deep.include({ email: 'security@example.com' });
        viaAutofill.remove();
        await logOutOnly();

        // The button, on a browser that offers no passkeys in autofill.
        const restore = withoutAutofill();
        try {
          const viaButton = await openPopup();
          const done = nextEvent<LoginSuccessDetail>(viaButton, 'login-success');
          (await passkeyButton(viaButton)).click();
          expect(loginType((await done).detail)).to.equal('PASSKEY');
          viaButton.remove();
          await logOutOnly();
        } finally {
          restore();
        }
        const [credential] = await authenticator.credentials();
        if (!credential) throw new Error('the authenticator lost the passkey');
        expect(credential.signCount, 'the passkey signed twice').to.be.at.least(2);

        // Removed in the member area: the authenticator still offers it, the service refuses it.
        const page = await passkeysPage();
        buttonIn(passkeyCards(page)[0], 'Remove').click();
        await pollUntil(() => page.shadowRoot?.querySelector('[part~="alert"]'), 'the confirmation did not open');
        buttonIn(page.shadowRoot?.querySelector('[part~="alert"]'), 'Remove').click();
        await verifyIfAsked(page, () => passkeyCards(page).length === 0, "To remove a passkey, first confirm it's you.");
        await pollUntil(() => toasts(page).includes('Passkey removed.'), 'the passkey was not removed');
        await logOutHere(page);
        page.remove();
        // The page told the browser which passkeys the service still accepts (the Signal API): its password manager offers this one no more.
        expect(await authenticator.credentials(), 'the browser was told').to.deep.equal([]);
        await authenticator.hold(credential);

        // Another device still holds it: its prompt signs, the service refuses.
        const restoreAgain = withoutAutofill();
        try {
          const refused = await openPopup();
          let loggedIn = false;
          refused.addEventListener('login-success', () => {
            loggedIn = true;
          });
          (await passkeyButton(refused)).click();
          await pollUntil(
            () => toastTexts(refused).includes('This passkey is not registered with your account any more. Please choose another way to log in.'),
            'the removed passkey was not refused',
          );
          expect(loggedIn).to.equal(false);
          expect(screenPart(refused)).to.include('screen-login');
        } finally {
          restoreAgain();
        }
      } finally {
        await authenticator.remove();
      }
    });

  it('tells the host it may offer a passkey after a password login of a member who has none, where the browser can make one', async () => {
    const element = await openPopup();
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    button(element, 'Log in').click();
    const { detail } = await success;
    expect(detail.offerPasskey, 'offerPasskey').to.equal(HAS_WEBAUTHN ? true : undefined);
  });
});
