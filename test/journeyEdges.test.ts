/**
 * The edges of the journeys that went wrong when they were tried by hand (issue 11, point 6): a
 * login waited for after a session expiry, a second Enter, Escape during a request, Back after a
 * sign-up, the user id cookie after a wrong code, and a traffic limit.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { USER_ID_COOKIE } from '../src/kernel/contract/cookieNames.ts';
import { browserPage } from '../src/page/browserPage.ts';
import { readCookie } from '../src/security/documentCookies.ts';
import { busyCountAtom, popupAtom, toastsAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import {
  button,
  DEMO_PASSWORD,
  fieldError,
  freshPhone,
  input,
  loginPage,
  logout,
  nextEvent,
  openPopup,
  outboxCode,
  sendButton,
  shadow,
  switchFailure,
  toastTexts,
  type,
  waitForScreen,
} from './support/popup.ts';
import { sendKeys } from './support/keyboard.ts';

/** Requests to `path` wait until `release()`; an aborted one rejects as the browser's fetch does. */
function holdRequests(path: string) {
  const realFetch = window.fetch.bind(window);
  const held: { signal: AbortSignal | undefined; go: () => void }[] = [];
  let released = false;
  let first: (signal: AbortSignal | undefined) => void = () => undefined;
  const requested = new Promise<AbortSignal | undefined>((resolve) => (first = resolve));
  const stub = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
    if (!String(input).includes(path) || released) return realFetch(input, init);
    const signal = init?.signal ?? undefined;
    await new Promise<void>((resolve, reject) => {
      held.push({ signal, go: resolve });
      signal?.addEventListener('abort', () => reject(signal.reason));
      first(signal);
    });
    return realFetch(input, init);
  });
  return {
    requested,
    get count() {
      return held.length;
    },
    release() {
      released = true;
      for (const request of held) request.go();
    },
    restore: () => stub.restore(),
  };
}

async function fillLogin(element: MemberLoginPopup): Promise<void> {
  await type(element, 'Phone or Email', 'shopper@example.com');
  await type(element, 'Password', DEMO_PASSWORD);
}

const busyCount = (element: MemberLoginPopup) => storeFor(element).get(busyCountAtom);

/** Whether a real pointer at the middle of `target` would reach it (nothing covers it). */
function reachableByPointer(element: MemberLoginPopup, target: HTMLElement): boolean {
  const box = target.getBoundingClientRect();
  return shadow(element).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === target;
}

describe('journey edges', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('session expiry: the call waiting for the new login leaves no busy indicator over Login, and goes on after it', async () => {
    // ProfileComplete without a register token opens on its second step.
    const element = await openPopup({}, 'ProfileComplete');
    await waitForScreen(element, 'profile-other');
    input(element, 'Male').click();
    for (const [label, value] of [
      ['Year', '1991'],
      ['Month', '3'],
      ['Day', '4'],
    ] as const) {
      const select = [...shadow(element).querySelectorAll('[part~="select-field"]')].find((field) => field.textContent?.startsWith(label))!.querySelector('select')!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await switchFailure({ fail: 'FAIL_SYS_SESSION_EXPIRED', match: 'updateUserProfile' });
    button(element, 'Confirm').click();
    await waitForScreen(element, 'login');
    expect(part(element, 'busy') === null, 'a busy indicator covers Login').to.equal(true);
    await fillLogin(element);
    const submit = button(element, 'Log in');
    expect(reachableByPointer(element, submit), 'the Log in button is covered').to.equal(true);
    const closed = nextEvent<{ reason: string }>(element, 'close');
    submit.click();
    expect((await closed).detail.reason).to.equal('done');
    // The profile call went on after the login.
    await pollUntil(() => busyCount(element) === 0, 'the profile call never ended');
    const user = (await (await fetch('/gw/mtop.lazada.member.user.getUser/1.0/?data=%7B%7D')).json()) as { data: Record<string, string> };
    expect([user.data['gender'], user.data['birthday']]).to.deep.equal(['male', '1991-03-04']);
  });

  it('one request at a time: Log in pressed three times with Enter sends one login', async () => {
    const element = await openPopup();
    await fillLogin(element);
    const held = holdRequests('/user/api/login');
    await sendKeys({ press: 'Enter' });
    await held.requested;
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    const success = nextEvent(element, 'login-success');
    held.release();
    await success;
    await pollUntil(() => busyCount(element) === 0, 'an action is still under way');
    expect(held.count).to.equal(1);
  });

  it('Escape during a login request aborts it, and no event follows', async () => {
    const element = await openPopup();
    await fillLogin(element);
    const held = holdRequests('/user/api/login');
    const told: string[] = [];
    for (const name of ['login-success', 'next-step']) element.addEventListener(name, () => told.push(name));
    button(element, 'Log in').click();
    const signal = await held.requested;
    const closed = nextEvent<{ reason: string }>(element, 'close');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail.reason).to.equal('user');
    await pollUntil(() => signal?.aborted, 'the login request was not aborted');
    await pollUntil(() => busyCount(element) === 0, 'the login action never ended');
    expect(told).to.deep.equal([]);
    expect(storeFor(element).get(toastsAtom)).to.deep.equal([]);
    expect(readCookie(USER_ID_COOKIE)).to.equal(undefined);
  });

  it('Back on ProfileComplete never returns to sign-up: the member is logged in', async () => {
    const element = await openPopup({}, 'Registry');
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
    shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.click();
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    (await sendButton(element, 'SMS')).click();
    await waitForScreen(element, 'verify');
    expect(part(element, 'back-button') !== null, 'Verify has no back button').to.equal(true);
    await type(element, 'Verification code', (await outboxCode(phone))!.code);
    await waitForScreen(element, 'profile-base');
    expect(part(element, 'back-button') === null, 'ProfileComplete goes back to sign-up').to.equal(true);
    expect(
      storeFor(element)
        .get(popupAtom)
        .stack.map((route) => route.name),
    ).to.deep.equal(['ProfileComplete']);
  });

  it('a wrong code still sets the user id cookie (spec section 8)', async () => {
    await loginPage();
    const element = await openPopup();
    button(element, 'Phone code').click();
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    (await sendButton(element, 'SMS')).click();
    await waitForScreen(element, 'verify');
    expect(readCookie(USER_ID_COOKIE)).to.equal(undefined);
    const sent = await outboxCode(phone);
    await type(element, 'Verification code', sent!.code === '000000' ? '111111' : '000000');
    await pollUntil(() => fieldError(input(element, 'Verification code')) === 'The code is incorrect. Please try again.');
    await pollUntil(() => readCookie(USER_ID_COOKIE), 'the user id cookie was not set after the wrong code');
  });

  it('a traffic limit shows the retry-later dialog only: no toast, no inline message', async () => {
    const element = await openPopup();
    button(element, 'Phone code').click();
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
    await type(element, 'Phone number', '91234567');
    await switchFailure({ fail: 'FAIL_SYS_TRAFFIC_LIMIT', match: 'checkPhone' });
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => part(element, 'alert'), 'no retry-later dialog');
    await pollUntil(() => busyCount(element) === 0, 'the send action never ended');
    expect(toastTexts(element)).to.deep.equal([]);
    expect(fieldError(input(element, 'Phone number'))).to.equal(undefined);
  });

  it("a password login refused by the service's traffic limit (a REST call) shows the retry-later dialog, not 'Network error'", async () => {
    const element = await openPopup();
    await fillLogin(element);
    await switchFailure({ fail: 'FAIL_SYS_TRAFFIC_LIMIT', match: '/user/api/login' });
    button(element, 'Log in').click();
    await pollUntil(() => part(element, 'alert'), 'no retry-later dialog');
    await pollUntil(() => busyCount(element) === 0, 'the login never ended');
    expect(shadow(element).querySelector('[part~="alert"]')?.textContent).to.contain('Too many people are trying right now. Please try again later.');
    expect(toastTexts(element)).to.deep.equal([]);
    expect(fieldError(input(element, 'Password'))).to.equal(undefined);
    expect(input(element, 'Password').value).to.equal(DEMO_PASSWORD);
  });

  it('a password login the service answers with FAIL_SYS_USER_VALIDATE goes to its verification page', async () => {
    const assign = sinon.stub(browserPage, 'assign');
    const element = await openPopup();
    await fillLogin(element);
    await switchFailure({ fail: 'FAIL_SYS_USER_VALIDATE', match: '/user/api/login' });
    button(element, 'Log in').click();
    await pollUntil(() => assign.called, 'no navigation', 5000);
    expect(assign.args).to.deep.equal([[new URL('/__dev/punish?redirect=/', location.href).href]]);
  });
});
