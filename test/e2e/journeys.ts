/**
 * Every shopper journey on the demo page (the built element, served as `npm start` serves it),
 * asserting what the shopper and the host page see: the `login-success` detail, the header's
 * account label, the page it lands on. The same journeys run in each engine; each test's name
 * starts with the engine's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Context, Engine, Tab } from './support/driver.ts';
import type { EngineName } from './support/engines.ts';
import { startDemo, type Demo } from './support/demo.ts';
import {
  button,
  field,
  hostEvents,
  inPopup,
  LOGIN_LINK,
  mainText,
  onPage,
  openLogin,
  pageProblems,
  passwordLogin,
  scanQrCode,
  SIGNUP_LINK,
  whatIsShown,
  visit,
  waitForAccountLabel,
  waitForClosed,
  waitForEvent,
  waitForPage,
  waitForScreen,
  waitForText,
} from './support/shopper.ts';

const PASSWORD = 'Shopper123!';
const JOURNEY_TIMEOUT_MS = 90_000;

/** A Singapore mobile number (91… is a mobile range) nobody has used in this run. */
let phones = 0;
function freshPhone(): string {
  phones += 1;
  return `91${String((Date.now() * 10 + phones) % 1_000_000).padStart(6, '0')}`;
}

interface Journey {
  readonly tab: Tab;
  readonly origin: string;
  readonly demo: Demo;
  /** Another browser context (another device), closed with the journey. */
  device(): Promise<Tab>;
}

export function journeys(name: EngineName, launch: () => Promise<Engine>): void {
  describe(`${name}: journeys on the demo page`, () => {
    let engine: Engine | undefined;
    let demo: Demo | undefined;

    before(async () => {
      demo = await startDemo();
      engine = await launch();
    });

    after(async () => {
      await engine?.close();
      await demo?.close();
    });

    /** A test of one journey in a fresh context; the scenario accounts and switches are put back after it. */
    function journey(title: string, run: (journey: Journey) => Promise<void>): void {
      it(`${name}: ${title}`, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
        assert.ok(engine && demo, `${name} did not start`);
        const contexts: Context[] = [];
        const open = async () => {
          const context = await engine!.newContext();
          contexts.push(context);
          return context.tab;
        };
        try {
          const tab = await open();
          try {
            await run({ tab, origin: demo.origin, demo, device: open });
            assert.deepEqual(await pageProblems(tab), [], 'nothing went wrong behind the shopper\'s back');
          } catch (error) {
            throw new Error(`${error instanceof Error ? error.message : String(error)}\n  the shopper's tab: ${await whatIsShown(tab)}`, { cause: error });
          }
        } finally {
          for (const context of contexts) await context.close();
          await demo.reset();
        }
      });
    }

    journey('Login in the header opens the popup with focus in it, and Escape closes it', async ({ tab, origin }) => {
      await openLogin(tab, origin);
      assert.equal(await tab.url(), `${origin}/`);
      const focus = await tab.evaluate(() => {
        const popup = document.querySelector('member-login-popup');
        const active = popup?.shadowRoot?.activeElement;
        return document.activeElement === popup && active ? (active.getAttribute('part') ?? active.tagName) : null;
      });
      assert.ok(focus, 'focus is in the popup');
      assert.equal(await tab.evaluate(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="title"]')?.textContent ?? null), 'Log in');
      await tab.press('Escape');
      await waitForClosed(tab);
      assert.deepEqual(await waitForEvent(tab, 'close'), { reason: 'user' });
    });

    journey('with variation="control" the Login link navigates to the member login page, where the popup is open', async ({ tab, origin }) => {
      await visit(tab, `${origin}/?variation=control`);
      await tab.waitFor(() => document.querySelector('member-login-popup')?.getAttribute('variation') === 'control', []);
      await tab.click(LOGIN_LINK);
      await waitForPage(tab, '/user/login');
      await waitForScreen(tab, 'login');
    });

    journey('the popup and its Login screen are fetched when the browser is idle, before any click; the QR and RSA code are not', async ({ tab, origin }) => {
      await visit(tab, `${origin}/`);
      await tab.waitFor(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/Login-/.test(entry.name)), [], { message: 'the Login chunk was not prefetched' });
      const loaded = await tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      assert.ok(loaded.some((file) => /\/chunks\/Popup-/.test(file)), loaded.join('\n'));
      assert.ok(!loaded.some((file) => /\/chunks\/(rsaEncrypt|browser|Qrcode)-/.test(file)), loaded.join('\n'));
      assert.equal(await tab.evaluate(() => Boolean(document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]'))), false);
    });

    journey('password login: login-success with the member, the name in the header, still there after a reload', async ({ tab, origin }) => {
      await openLogin(tab, origin);
      await passwordLogin(tab, 'shopper@example.com', PASSWORD);
      const detail = await waitForEvent(tab, 'login-success');
      assert.deepEqual({ ...(detail.user as object), id: undefined }, { id: undefined, name: 'Sam Shopper', email: 'shopper@example.com', phone: '81234567' });
      await waitForAccountLabel(tab, 'Sam Shopper');
      await waitForClosed(tab);
      assert.deepEqual((await hostEvents(tab)).map((event) => event.name), ['login-success', 'close']);
      assert.deepEqual((await hostEvents(tab)).at(-1)?.detail, { reason: 'done' });
      assert.equal(new URL(await tab.url()).pathname, '/');
      await visit(tab, `${origin}/`);
      await waitForAccountLabel(tab, 'Sam Shopper');
    });

    for (const channel of ['SMS', 'WhatsApp'] as const) {
      journey(`code login by ${channel}: the code from the outbox logs the member in`, async ({ tab, origin, demo }) => {
        await openLogin(tab, origin);
        await tab.click(inPopup('[part~="tab"]', 'Phone code'));
        await tab.type(field('Phone number'), '81234567');
        await tab.click(button(`Send code via ${channel}`));
        await waitForScreen(tab, 'verify');
        await waitForText(tab, 'text', `An OTP has been sent to +65 81234567 by ${channel}`);
        const sent = await demo.code('81234567');
        assert.equal(sent.channel, channel.toUpperCase());
        await tab.type(field('Verification code'), sent.code);
        const detail = await waitForEvent(tab, 'login-success');
        assert.equal((detail.user as { name?: string }).name, 'Sam Shopper');
        await waitForAccountLabel(tab, 'Sam Shopper');
        await waitForClosed(tab);
      });
    }

    journey('QR login: the phone, logged in there, scans the code and confirms; the computer is logged in', async ({ tab, origin, device }) => {
      await openLogin(tab, origin);
      await tab.click(button('Log in with QR code'));
      await waitForScreen(tab, 'qrcode');
      const qrLoginUrl = await scanQrCode(tab);
      assert.match(qrLoginUrl, new RegExp(`^${origin}/qr/confirm\\?requestId=`));

      const phone = await device();
      await visit(phone, qrLoginUrl);
      assert.match(await mainText(phone), /Log in on this phone first/);
      await phone.click(onPage('main a', 'Log in'));
      await waitForPage(phone, '/user/login');
      await waitForScreen(phone, 'login');
      await passwordLogin(phone, 'shopper@example.com', PASSWORD);
      await waitForPage(phone, '/qr/confirm');
      assert.match(await mainText(phone), /Log in on your computer as Sam Shopper\?/);
      await waitForText(tab, 'qr-scanned', 'Scan completed, please finish on your phone');
      await phone.click(onPage('button', 'Confirm login'));
      await phone.waitFor(() => document.querySelector('main')?.textContent?.includes('Done. Please finish on your computer.'), []);

      const detail = await waitForEvent(tab, 'login-success');
      assert.equal((detail.user as { name?: string }).name, 'Sam Shopper');
      await waitForAccountLabel(tab, 'Sam Shopper');
      await waitForClosed(tab);
      assert.equal(new URL(await tab.url()).pathname, '/');
    });

    /** From the header's Sign up to ProfileComplete's first step, logged in; the new phone. */
    async function signUp(tab: Tab, origin: string, demo: Demo): Promise<string> {
      await visit(tab, `${origin}/`);
      await tab.click(SIGNUP_LINK);
      await waitForScreen(tab, 'registry');
      await waitForText(tab, 'title', 'Sign up');
      const phone = freshPhone();
      await tab.click(inPopup('#mlp-terms'));
      await tab.type(field('Phone number'), phone);
      await tab.click(button('Send code via SMS'));
      await waitForScreen(tab, 'verify');
      await tab.type(field('Verification code'), (await demo.code(phone)).code);
      await waitForScreen(tab, 'profile-base');
      return phone;
    }

    /** ProfileComplete's second step: gender and birthday (not yet confirmed). */
    async function fillOtherInfo(tab: Tab): Promise<void> {
      await waitForScreen(tab, 'profile-other');
      await tab.click(field('Female'));
      await tab.select(inPopup('[part~="select-field"]:nth-child(1) select'), '1990');
      await tab.select(inPopup('[part~="select-field"]:nth-child(2) select'), '2');
      await tab.select(inPopup('[part~="select-field"]:nth-child(3) select'), '28');
    }

    journey('phone sign-up through both ProfileComplete steps: logged in at the code, the profile saved, the nickname in the header', async ({ tab, origin, demo }) => {
      const phone = await signUp(tab, origin, demo);
      const { user } = (await waitForEvent(tab, 'login-success')) as { user: { phone?: string; name?: string } };
      assert.equal(user.phone, phone);
      assert.equal(user.name, `+65 ${phone.slice(0, 2)}****${phone.slice(-2)}`, 'a new member is named by the masked phone');
      await waitForAccountLabel(tab, user.name);
      await tab.type(field('Nickname'), 'Nina');
      await tab.type(field('Password'), 'Fresh123!');
      await tab.click(button('Confirm'));
      await fillOtherInfo(tab);
      await tab.click(button('Confirm'));
      await waitForClosed(tab);
      assert.deepEqual((await hostEvents(tab)).at(-1), { name: 'close', detail: { reason: 'done' }, page: '/' });
      await visit(tab, `${origin}/user/account`);
      assert.match(await mainText(tab), new RegExp(`Hello, Nina\\..*Phone\\s*\\+65 ${phone}.*Gender\\s*female.*Birthday\\s*1990-02-28`));
      await visit(tab, `${origin}/`);
      await waitForAccountLabel(tab, 'Nina');
    });

    journey('forgot password → Verify → ResetPassword → success, and the new password logs in', async ({ tab, origin, demo }) => {
      await openLogin(tab, origin);
      await tab.click(button('Forgot password?'));
      await waitForScreen(tab, 'forget');
      await tab.type(field('Email or phone number'), '81234567');
      await tab.click(button('Confirm'));
      await waitForScreen(tab, 'verify');
      await waitForText(tab, 'text', 'An OTP has been sent to 81234567 by SMS');
      await tab.type(field('Verification code'), (await demo.code('81234567')).code);
      await waitForScreen(tab, 'reset');
      await tab.type(field('New password'), 'Newpass1!');
      await tab.click(button('Confirm'));
      await waitForScreen(tab, 'reset-success');
      await waitForText(tab, 'screen', 'Your password has been reset');
      await tab.click(inPopup('button', 'Go Shopping (5s)'));
      await waitForClosed(tab);
      assert.deepEqual((await hostEvents(tab)).map((event) => event.name), ['close']);

      await tab.click(LOGIN_LINK);
      await waitForScreen(tab, 'login');
      await passwordLogin(tab, 'shopper@example.com', 'Newpass1!');
      await waitForEvent(tab, 'login-success');
      await waitForAccountLabel(tab, 'Sam Shopper');
    });

    /** The next-step accounts whose step is a page: where the login lands, and who is logged in after the page. */
    const nextStepPages = [
      { account: 'second-verification@example.com', action: 'SECOND_VERIFICATION', page: '/user/second-verification', name: 'Vera Verify' },
      { account: 'oauth-verify@example.com', action: 'OAUTH_VERIFY_EMAIL_PASSWORD', page: '/user/account-auth/verify', name: 'Olive Oauth' },
      { account: 'oauth-phone@example.com', action: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', page: '/user/account-auth/verify', name: 'Otto Oauth' },
    ] as const;
    for (const step of nextStepPages) {
      journey(`${step.account}: next-step ${step.action}, no login-success, its page, then back on the demo page logged in`, async ({ tab, origin }) => {
        await openLogin(tab, origin);
        await passwordLogin(tab, step.account, PASSWORD);
        const landed = await waitForPage(tab, step.page);
        const events = await hostEvents(tab);
        assert.deepEqual(events.map((event) => [event.name, event.detail['action']]), [['next-step', step.action]]);
        assert.equal(landed.searchParams.get('redirect'), `${origin}/`);
        await tab.click(onPage('button', "Confirm it's me"));
        await waitForPage(tab, '/');
        await waitForAccountLabel(tab, step.name);
      });
    }

    journey('jump@example.com: next-step JUMP_TO_URL and login-success, then the welcome-offer page, logged in', async ({ tab, origin }) => {
      await openLogin(tab, origin);
      await passwordLogin(tab, 'jump@example.com', PASSWORD);
      await waitForPage(tab, '/user/welcome');
      assert.match(await mainText(tab), /Welcome offer/);
      const events = await hostEvents(tab);
      assert.deepEqual(events.map((event) => event.name), ['next-step', 'login-success']);
      assert.equal(events[0]?.detail['action'], 'JUMP_TO_URL');
      assert.equal((events[1]?.detail['user'] as { name?: string }).name, 'Jay Jump');
      await visit(tab, `${origin}/`);
      await waitForAccountLabel(tab, 'Jay Jump');
    });

    journey('complete-password@example.com: next-step COMPLETE_PASSWORD_FOR_LOGIN, the reset-password page, a new password', async ({ tab, origin }) => {
      await openLogin(tab, origin);
      await passwordLogin(tab, 'complete-password@example.com', PASSWORD);
      const landed = await waitForPage(tab, '/user/reset-password');
      assert.ok(landed.searchParams.get('bizToken'), landed.href);
      assert.deepEqual((await hostEvents(tab)).map((event) => [event.name, event.detail['action']]), [['next-step', 'COMPLETE_PASSWORD_FOR_LOGIN']]);
      await waitForScreen(tab, 'reset');
      await tab.type(field('New password'), 'Complete1!');
      await tab.click(button('Confirm'));
      await waitForScreen(tab, 'reset-success');
    });

    journey('pending-deletion@example.com: the restore dialog, no login-success before Confirm, then restored and logged in', async ({ tab, origin }) => {
      await openLogin(tab, origin);
      await passwordLogin(tab, 'pending-deletion@example.com', PASSWORD);
      await waitForText(tab, 'alert-title', 'Restore your account');
      assert.deepEqual((await hostEvents(tab)).map((event) => [event.name, event.detail['action']]), [['next-step', 'DELETION_COOL_CONFIRM']]);
      await tab.click(inPopup('[part~="alert"] button', 'Confirm'));
      await waitForText(tab, 'toast', 'Your account has been restored');
      const detail = await waitForEvent(tab, 'login-success');
      assert.equal((detail.user as { name?: string }).name, 'Dee Leted');
      await waitForAccountLabel(tab, 'Dee Leted');
      await waitForClosed(tab);
    });

    journey('+65 8123 0000, recently deleted: signing up ends on the registration-failure page', async ({ tab, origin, demo }) => {
      await visit(tab, `${origin}/`);
      await tab.click(SIGNUP_LINK);
      await waitForScreen(tab, 'registry');
      await tab.click(inPopup('#mlp-terms'));
      await tab.type(field('Phone number'), '81230000');
      await tab.click(button('Send code via SMS'));
      await waitForScreen(tab, 'verify');
      await tab.type(field('Verification code'), (await demo.code('81230000')).code);
      await waitForPage(tab, '/user/close-account/registration-failure');
      assert.match(await mainText(tab), /Registration failed/);
    });

    /** Google's stand-in consent page, reached from the popup's Google button. */
    async function googleConsent(tab: Tab, origin: string, account: string): Promise<void> {
      await openLogin(tab, origin);
      await tab.click(inPopup('[part~="third-party-button"]', 'Google'));
      await waitForPage(tab, '/__dev/google/authorize');
      await tab.click(onPage(`input[value="${account}"]`));
      await tab.click(onPage('form button[type="submit"]', 'Continue'));
    }

    // login-success fires on /user/google-login while it loads, before any test script can listen there.
    journey('Google (stand-in): consent, /user/google-login, then the dashboard logged in and the name in the header (the event fires on the return page, unobserved)', async ({ tab, origin }) => {
      await googleConsent(tab, origin, 'shopper@example.com');
      await waitForPage(tab, '/user/account');
      assert.match(await mainText(tab), /Hello, Sam Shopper\./);
      await visit(tab, `${origin}/`);
      await waitForAccountLabel(tab, 'Sam Shopper');
    });

    journey('Google (stand-in) with risky-social@example.com: back in the popup, asked to choose another method', async ({ tab, origin }) => {
      await googleConsent(tab, origin, 'risky-social@example.com');
      await waitForPage(tab, '/user/google-login');
      await waitForText(tab, 'toast', 'Login with this account is temporarily suspended for your security. Please choose another login method.');
      await waitForScreen(tab, 'login');
    });

    journey("Facebook (stand-in): the SDK's login window, then login-success and the name in the header", async ({ tab, origin }) => {
      await openLogin(tab, origin);
      const dialog = await tab.opened(() => tab.click(inPopup('[part~="third-party-button"]', 'Facebook')));
      await dialog.click(onPage('form button[type="submit"]', 'Continue'));
      const detail = await waitForEvent(tab, 'login-success');
      assert.equal((detail.user as { name?: string }).name, 'Sam Shopper');
      await waitForAccountLabel(tab, 'Sam Shopper');
      await waitForClosed(tab);
    });

    journey('session expiry mid-journey: the profile call asks for a login, the member logs in again, and the call goes on', async ({ tab, origin, demo }) => {
      const phone = await signUp(tab, origin, demo);
      await tab.type(field('Password'), 'Fresh123!');
      await tab.click(button('Confirm'));
      await fillOtherInfo(tab);
      await demo.switchFailure({ fail: 'FAIL_SYS_SESSION_EXPIRED', match: 'updateUserProfile' });
      await tab.click(button('Confirm'));
      await waitForScreen(tab, 'login');
      assert.equal(await demo.switchPending(), false);
      await tab.type(field('Phone or Email'), phone);
      await tab.type(field('Password'), 'Fresh123!');
      // Bug (flow12): the busy overlay of the waiting profile call stays over Login, so the Log in
      // button cannot be clicked; Enter in the password field still submits.
      await tab.press('Enter', field('Password'));
      await waitForClosed(tab);
      const logins = (await hostEvents(tab)).filter((event) => event.name === 'login-success');
      assert.equal(logins.length, 2, 'one login-success at sign-up, one at the new login');
      await visit(tab, `${origin}/user/account`);
      assert.match(await mainText(tab), /Gender\s*female.*Birthday\s*1990-02-28/);
    });
  });
}
