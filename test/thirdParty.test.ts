import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { LoginSuccessDetail, NextStepDetail } from '../src/events.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { browserPage } from '../src/page/browserPage.ts';
import { handleGoogleLogin } from '../src/page/handleGoogleLogin.ts';
import { nativeSleep, pollUntil, popupFixture, type MemberLoginPopup } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, fieldErrorTexts, logout, nextEvent, openPopup, servicePublicKey, shadow, toastTexts, type, waitForScreen } from './support/popup.ts';

const GOOGLE = { 'google-client-id': 'demo-google-client', 'google-auth-url': '/__dev/google/authorize' };
const FACEBOOK = { 'facebook-app-id': 'demo-facebook-app', 'facebook-sdk-url': '/__dev/facebook/sdk.js' };

const providerRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/__dev/google') || name.includes('/__dev/facebook'));

async function csrf(): Promise<string> {
  return ((await (await fetch('/user/api/getCsrfToken')).json()) as { module: { token: string } }).module.token;
}

/** Clicks Google in the popup, approves the stand-in's consent as `email`; answers the return URL. */
async function googleRoundTrip(element: MemberLoginPopup, assign: sinon.SinonStub, email: string): Promise<string> {
  const before = assign.callCount;
  button(element, 'Google').click();
  await pollUntil(() => assign.callCount > before, 'the popup did not go to the consent page', 5000);
  const consent = new URL(assign.lastCall.args[0] as string);
  expect(consent.pathname).to.equal('/__dev/google/authorize');
  expect(consent.searchParams.get('redirect_uri')).to.equal(`${location.origin}/user/google-login`);
  expect(consent.searchParams.get('client_id')).to.equal('demo-google-client');
  expect((await fetch(consent)).status).to.equal(200);
  const back = await fetch('/__dev/google/authorize', {
    method: 'POST',
    body: new URLSearchParams({ email, redirect_uri: consent.searchParams.get('redirect_uri')!, state: consent.searchParams.get('state')!, _csrf: await csrf() }),
  });
  return back.url;
}

/** The page at /user/google-login: a fresh element and the package's handler. */
async function returnPage(url: string) {
  const element = await popupFixture({ 'public-key': await servicePublicKey() });
  return { element, outcome: handleGoogleLogin(element, url) };
}

describe('third-party login', () => {
  let assign: sinon.SinonStub;
  beforeEach(() => {
    assign = sinon.stub(browserPage, 'assign');
  });
  afterEach(async () => {
    assign.restore();
    sessionStorage.clear();
    await logout();
  });

  it('offers no provider that is not configured, and requests nothing from one before its button is clicked', async () => {
    const bare = await openPopup();
    expect(shadow(bare).querySelector('[part~="third-party"]')).to.equal(null);
    const element = await openPopup({ ...GOOGLE, ...FACEBOOK });
    expect([...shadow(element).querySelectorAll('[part~="third-party-button"]')].map((item) => item.textContent)).to.deep.equal(['Google', 'Facebook']);
    await expect(element).to.be.accessible();
    await nativeSleep(100);
    expect(providerRequests()).to.deep.equal([]);
    expect(document.querySelector('script[src*="facebook"]')).to.equal(null);
  });

  it('Google: from the popup through the consent page back to /user/google-login, ending with login-success', async () => {
    const element = await openPopup(GOOGLE);
    const url = await googleRoundTrip(element, assign, 'shopper@example.com');
    expect(new URL(url).pathname).to.equal('/user/google-login');
    const page = await returnPage(url);
    const success = nextEvent<LoginSuccessDetail>(page.element, 'login-success');
    expect(await page.outcome).to.equal('logged-in');
    expect((await success).detail.user?.email).to.equal('shopper@example.com');
    expect(assign.lastCall.args[0]).to.equal(`${location.origin}/user/account`);
  });

  it('Google: a tampered or replayed state is refused', async () => {
    const element = await openPopup(GOOGLE);
    const url = new URL(await googleRoundTrip(element, assign, 'shopper@example.com'));
    const tampered = new URL(url);
    tampered.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const forged = await returnPage(tampered.href);
    expect(await forged.outcome).to.equal('refused');
    await pollUntil(() => toastTexts(forged.element).includes('The request has expired, please send it again.'));
    const replay = await returnPage(url.href);
    expect(await replay.outcome).to.equal('refused', 'the state was used up by the first try');
  });

  it('Google: both OAUTH next steps', async () => {
    for (const [email, action] of [
      ['oauth-verify@example.com', 'OAUTH_VERIFY_EMAIL_PASSWORD'],
      ['oauth-phone@example.com', 'OAUTH_COMPLETE_PHONE_FOR_REGISTER'],
    ] as const) {
      const element = await openPopup(GOOGLE);
      const page = await returnPage(await googleRoundTrip(element, assign, email));
      const step = nextEvent<NextStepDetail>(page.element, 'next-step');
      await page.outcome;
      expect((await step).detail.action).to.equal(action);
      expect(assign.lastCall.args[0]).to.match(/\/user\/account-auth\/verify\?/);
    }
  });

  it('Google: a risky account is told to choose another method', async () => {
    const element = await openPopup(GOOGLE);
    const page = await returnPage(await googleRoundTrip(element, assign, 'risky-social@example.com'));
    expect(await page.outcome).to.equal('failed');
    await pollUntil(() => toastTexts(page.element).includes(en['error.thirdPartySuspended']));
  });

  it('Google: a consent page that cannot be reached gets the connection message, and the popup stays usable', async () => {
    const element = await openPopup({ ...GOOGLE, 'google-auth-url': 'http://127.0.0.1:9/authorize' });
    button(element, 'Google').click();
    await pollUntil(() => toastTexts(element).includes(en['error.thirdParty']), 'no connection message', 8000);
    expect(assign.called).to.equal(false);
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    const success = nextEvent(element, 'login-success');
    button(element, 'Log in').click();
    await success;
  });

  it('Facebook: the SDK loads on click, its login dialog gives the token, and the popup logs in', async () => {
    const realOpen = window.open;
    let dialog: Window | null = null;
    window.open = (...args) => (dialog = realOpen.apply(window, args));
    try {
      const element = await openPopup(FACEBOOK);
      const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
      button(element, 'Facebook').click();
      await pollUntil(() => dialog?.document.querySelector('button[type="submit"]'), 'no Facebook dialog', 5000);
      expect(document.querySelector('script[src="/__dev/facebook/sdk.js"]')).to.not.equal(null);
      dialog!.document.querySelector<HTMLInputElement>('input[value="shopper@example.com"]')!.click();
      dialog!.document.querySelector<HTMLButtonElement>('button[type="submit"]:not([name])')!.click();
      expect((await success).detail.user?.email).to.equal('shopper@example.com');
    } finally {
      window.open = realOpen;
    }
  });

  it('Facebook: an SDK that cannot load gets the connection message, and the popup stays usable', async () => {
    const element = await openPopup({ ...FACEBOOK, 'facebook-sdk-url': '/__dev/facebook/missing.js' });
    button(element, 'Facebook').click();
    await pollUntil(() => toastTexts(element).includes(en['error.thirdParty']), 'no connection message', 5000);
    button(element, 'Phone code').click();
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'));
  });

  it('Registry: a third-party click needs the terms too', async () => {
    const element = await openPopup(GOOGLE, 'Registry');
    await waitForScreen(element, 'registry');
    button(element, 'Google').click();
    await pollUntil(() => fieldErrorTexts(element).includes('You should agree to our Terms of Use and Privacy Policy.'));
    expect(assign.called).to.equal(false);
  });
});
