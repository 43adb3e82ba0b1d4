/** Small constants of spec section 9: the image-URL helper and the passcode scroll. */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { connectionKind, IMAGE_SIZE_LADDER, imageUrl, ladderSize, supportsWebp } from '../src/ui/imageUrl.ts';
import { navigateAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { PASSCODE_SCROLL_DELAY_MS } from '../src/ui/controls/CodeInput.tsx';
import { pollUntil } from './support/fixtures.ts';
import { button, input, logout, openPopup, outboxCode, shadow, type, waitForScreen } from './support/popup.ts';

describe('image-URL helper', () => {
  it('the ladder runs from 80 to 2200 px', () => {
    expect(IMAGE_SIZE_LADDER[0]).to.equal(80);
    expect(IMAGE_SIZE_LADDER[IMAGE_SIZE_LADDER.length - 1]).to.equal(2200);
  });

  const sizes: [number, number, number][] = [
    [10, 1, 80],
    [96, 1, 100],
    [96, 2, 200],
    [96, 3, 200],
    [1100, 2, 2200],
    [5000, 1, 2200],
  ];
  for (const [width, ratio, size] of sizes) {
    it(`${width} CSS px at pixel ratio ${ratio}: ${size}`, () => {
      expect(ladderSize(width, ratio)).to.equal(size);
    });
  }

  const qualities: [Parameters<typeof connectionKind>[0], number][] = [
    [{ effectiveType: 'slow-2g' }, 50],
    [{ effectiveType: '2g' }, 50],
    [{ effectiveType: '3g' }, 75],
    [{ effectiveType: '4g' }, 80],
    [{ type: 'wifi', effectiveType: '3g' }, 90],
    [undefined, 80],
  ];
  for (const [connection, quality] of qualities) {
    it(`quality ${quality} on ${JSON.stringify(connection ?? 'an unknown connection')}`, () => {
      expect(imageUrl('https://img.example/a.png', { width: 80, connection: connectionKind(connection) })).to.equal(`https://img.example/a.png_80x80q${quality}.png`);
    });
  }

  it('asks for WebP when the browser decodes it, keeps the query, and leaves data URLs alone', () => {
    expect(imageUrl('https://img.example/ok.jpg?v=2', { width: 96, pixelRatio: 2, connection: 'wifi', webp: true })).to.equal(
      'https://img.example/ok.jpg_200x200q90.jpg_.webp?v=2',
    );
    expect(imageUrl('data:image/png;base64,AAAA', { width: 96 })).to.equal('data:image/png;base64,AAAA');
    expect(imageUrl('https://img.example/ok.jpg_200x200q90.jpg', { width: 96 })).to.equal('https://img.example/ok.jpg_200x200q90.jpg');
  });

  it('detects WebP once', async () => {
    const created = sinon.spy(window, 'Image');
    try {
      const first = await supportsWebp();
      const second = await supportsWebp();
      expect(first).to.equal(second);
      expect(created.callCount).to.be.at.most(1);
    } finally {
      created.restore();
    }
  });
});

describe('the popup', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('shows the success-image attribute’s picture through the helper after a reset', async () => {
    const element = await openPopup({ 'success-image': 'https://img.example/done.png' }, 'ForgetPassword');
    await type(element, 'Email or phone number', '81234567');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'verify');
    await type(element, 'Verification code', (await outboxCode('81234567'))!.code);
    await waitForScreen(element, 'reset');
    await type(element, 'New password', 'Newpass9!x');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'reset-success');
    await pollUntil(() => shadow(element).querySelector('img[part~="success-image"]'), 'no success image');
    const image = shadow(element).querySelector<HTMLImageElement>('img[part~="success-image"]')!;
    const size = ladderSize(96, window.devicePixelRatio);
    const quality = { '2g': 50, '3g': 75, '4g': 80, wifi: 90 }[connectionKind() ?? '4g'];
    expect(image.getAttribute('src')).to.equal(`https://img.example/done.png_${size}x${size}q${quality}.png${(await supportsWebp()) ? '_.webp' : ''}`);
  });

  it('scrolls the code input into view 100 ms after focus', async () => {
    const element = await openPopup();
    storeFor(element).set(navigateAtom, {
      type: 'show',
      route: { name: 'Verify', step: { kind: 'code', sent: { phone: '81234567', prefix: '65', channel: 'SMS', codeLength: 6, type: 'OTP_LOGIN' } } },
    });
    await pollUntil(() => shadow(element).querySelector('input[autocomplete="one-time-code"]'), 'no code input');
    const field = input(element, 'Verification code');
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout'] });
    const scroll = sinon.spy(field, 'scrollIntoView');
    field.blur();
    field.focus();
    clock.tick(PASSCODE_SCROLL_DELAY_MS - 1);
    expect(scroll.called).to.equal(false);
    clock.tick(1);
    expect(scroll.calledOnceWith({ block: 'center' })).to.equal(true);
  });
});
