import { expect } from '@open-wc/testing';
import { pageGatewayHooks, windowChallenge } from '../src/member/pageHooks.ts';
import { pollUntil } from './support/fixtures.ts';

describe('anti-bot challenge window', () => {
  const url = new URL('/package.json', location.href).href;

  it('resolves when the verification page posts that the user passed', async () => {
    const opened: Window[] = [];
    const realOpen = window.open;
    window.open = (...args) => {
      const child = realOpen.apply(window, args);
      if (child) opened.push(child);
      return child;
    };
    try {
      const passed = windowChallenge(url);
      await pollUntil(() => opened.length === 1);
      // A message from another source or of another type changes nothing.
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'member-challenge-passed' }, origin: location.origin, source: window }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, origin: location.origin, source: opened[0]! }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'member-challenge-passed' }, origin: location.origin, source: opened[0]! }));
      await passed;
      await pollUntil(() => opened[0]!.closed);
    } finally {
      window.open = realOpen;
    }
  });

  it('rejects when the user closes the window', async () => {
    const realOpen = window.open;
    let child: Window | null = null;
    window.open = (...args) => (child = realOpen.apply(window, args));
    try {
      const challenge = windowChallenge(url).then(
        () => 'passed',
        (error: Error) => error.message,
      );
      await pollUntil(() => child !== null);
      child!.close();
      expect(await challenge).to.equal('the verification window was closed');
    } finally {
      window.open = realOpen;
    }
  });

  it('rejects without a verification URL or when the window is blocked', async () => {
    const realOpen = window.open;
    window.open = () => null;
    try {
      expect(await windowChallenge(undefined).catch((error: Error) => error.message)).to.equal('the gateway gave no verification URL');
      expect(await windowChallenge(url).catch((error: Error) => error.message)).to.equal('the verification window was blocked');
    } finally {
      window.open = realOpen;
    }
  });

  it('asks through `ask` when the window is blocked: its `open` opens the window, and the pass resolves', async () => {
    const realOpen = window.open;
    const opened: Window[] = [];
    let asking = false;
    window.open = (...args) => {
      if (!asking) return null;
      const child = realOpen.apply(window, args);
      if (child) opened.push(child);
      return child;
    };
    try {
      const passed = windowChallenge(url, {
        ask: async (open) => {
          asking = true;
          open();
          asking = false;
        },
      });
      await pollUntil(() => opened.length === 1);
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'member-challenge-passed' }, origin: location.origin, source: opened[0]! }));
      await passed;
    } finally {
      window.open = realOpen;
    }
  });

  it('fails with the reason `ask` rejects with, and as blocked when its `open` is blocked too; pageGatewayHooks passes `ask` on', async () => {
    const realOpen = window.open;
    window.open = () => null;
    try {
      const declined = await windowChallenge(url, { ask: () => Promise.reject(new Error('declined')) }).catch((error: Error) => error.message);
      expect(declined).to.equal('declined');
      const stillBlocked = await windowChallenge(url, { ask: async (open) => open() }).catch((error: Error) => error.message);
      expect(stillBlocked).to.equal('the verification window was blocked');
      let asked = 0;
      const hooks = pageGatewayHooks({
        ask: () => {
          asked++;
          return Promise.reject(new Error('declined'));
        },
      });
      expect(await hooks.challenge(url).catch((error: Error) => error.message)).to.equal('declined');
      expect(asked).to.equal(1);
    } finally {
      window.open = realOpen;
    }
  });
});
