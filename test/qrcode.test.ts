import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { LoginSuccessDetail } from '../src/events.ts';
import { closedDialog, nativeSleep, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { button, confirmQr, latestQr, loginPage, logout, nextEvent, openPopup, scanQr, shadow, switchFailure, toastTexts } from './support/popup.ts';

const image = (element: MemberLoginPopup) => shadow(element).querySelector<HTMLImageElement>('[part~="qr-image"]');
const text = (element: MemberLoginPopup) => shadow(element).querySelector('[part~="qr"]')?.textContent ?? '';

async function qrScreen(): Promise<MemberLoginPopup> {
  const element = await openPopup({}, 'Qrcode');
  await pollUntil(() => image(element)?.src.startsWith('data:image/png'), 'no QR image', 5000);
  return element;
}

describe('Qrcode', () => {
  afterEach(logout);

  it('shows the code at 120 px with its instructions, accessibly', async () => {
    const element = await qrScreen();
    const img = image(element)!;
    expect([img.width, img.height]).to.deep.equal([120, 120]);
    expect(img.alt).to.equal('QR code for logging in with the app');
    expect(shadow(element).querySelector('[part~="text"]')!.textContent).to.equal('Open the app on your phone and scan the QR code to log in.');
    await expect(element).to.be.accessible();
  });

  it('logs in when a member confirms on the phone: scanned first, then login-success', async () => {
    const element = await qrScreen();
    const { requestId } = await latestQr();
    await loginPage();
    await scanQr(requestId);
    await pollUntil(() => text(element).includes('Scan completed, please finish on your phone'), 'no scanned state', 5000);
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    await confirmQr(requestId);
    expect((await success).detail.user?.email).to.equal('shopper@example.com');
  });

  it('regenerates the code when it expires', async () => {
    const element = await qrScreen();
    const first = await latestQr();
    const firstImage = image(element)!.src;
    await pollUntil(() => image(element) && image(element)!.src !== firstImage, 'the code was not regenerated', 10_000);
    expect((await latestQr()).requestId).to.not.equal(first.requestId);
  });

  it('shows the connection message and Rescan when no code can be made, and Rescan recovers', async () => {
    await switchFailure({ fail: '500', match: 'generateQrCodeUrl' });
    const element = await openPopup({}, 'Qrcode');
    await pollUntil(() => text(element).includes('Please check your connection and try again.'), 'no connection message', 5000);
    await expect(element).to.be.accessible();
    button(element, 'Rescan').click();
    await pollUntil(() => image(element), 'Rescan did not bring a code', 5000);
  });

  it('toasts a status error and regenerates the code', async () => {
    const element = await qrScreen();
    const first = await latestQr();
    await switchFailure({ fail: 'FAIL_SYS_SERVICE_FAULT', match: 'checkQrCodeStatus' });
    await pollUntil(() => toastTexts(element).includes('Network error, please try again later'), 'no toast', 5000);
    await pollUntil(() => image(element), 'no code after the error', 5000);
    await nativeSleep(300);
    expect((await latestQr()).requestId).to.not.equal(first.requestId);
  });

  it('shows the error view with Rescan when the login with the token fails', async () => {
    const element = await qrScreen();
    const { requestId } = await latestQr();
    await loginPage();
    await switchFailure({ fail: 'PL-USER-QR-LOGIN-FAILED', match: 'loginByQrCode' });
    // The phone scans before it confirms: the service takes a confirmation only from the session that scanned.
    await scanQr(requestId);
    await confirmQr(requestId);
    await pollUntil(() => shadow(element).querySelector('[part~="qr-error"]'), 'no error view', 5000);
    expect(text(element)).to.contain('Switched failure for testing');
    expect(button(element, 'Rescan')).to.not.equal(undefined);
  });

  it('stops polling when the popup closes', async () => {
    const element = await qrScreen();
    element.close();
    await nativeSleep(100);
    const { polls } = await latestQr();
    await nativeSleep(800);
    expect((await latestQr()).polls).to.equal(polls);
  });

  it('switches back to Login with the computer icon', async () => {
    const element = await qrScreen();
    button(element, 'Log in with password').click();
    await pollUntil(() => shadow(element).querySelector('[part~="screen-login"]'));
  });
});

describe('QR icon tooltip', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => clock?.restore());

  const tooltip = (element: MemberLoginPopup) => shadow(element).querySelector('[role="tooltip"]')?.textContent;

  it('appears 1.5 s after Login shows and hides 3 s later', async () => {
    const element = await openPopup();
    element.close();
    // Closed, the popup renders its next Login hidden when the browser is idle (see PopupRoot.tsx).
    // The clock is faked once that is done: the tooltip's timers start when Login shows, not when it renders.
    await closedDialog(element);
    await pollUntil(() => shadow(element).querySelector('[part~="screen-login"]'), 'the next Login was not rendered hidden');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    element.show();
    await pollUntil(() => shadow(element).querySelector('[part~="screen-login"]'), 'Login did not show', 5000);
    // The tooltip's timer starts in an effect after the render: a slow engine (WebKit) runs it later.
    await pollUntil(() => clock!.countTimers() > 0, "the tooltip's timer did not start");
    await clock.tickAsync(1499);
    await nativeSleep(20);
    expect(tooltip(element)).to.equal(undefined);
    await clock.tickAsync(1);
    await pollUntil(() => tooltip(element) === 'Scan to log in faster with the app');
    expect(button(element, 'Log in with QR code').getAttribute('aria-describedby')).to.not.equal(null);
    await clock.tickAsync(3000);
    await pollUntil(() => tooltip(element) === undefined);
  });
});
