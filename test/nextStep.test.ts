import { expect } from '@open-wc/testing';
import type { LoginResponse } from '../src/kernel/contract/entities.ts';
import { decideNextStep, endJourney, type NextStepDecision } from '../src/flows/nextStep.ts';

const page = 'https://www.lazada.sg/products/123?x=1';
const context = { page, base: page };
const withRedirect = (redirect: string) => ({ page: `${page}&redirect=${encodeURIComponent(redirect)}`, base: page });

/** The query of a decision's URL, for comparing. */
function urlOf(decision: NextStepDecision): { readonly href: string; readonly query: Record<string, string> } | undefined {
  if (!('url' in decision) || !decision.url) return undefined;
  const url = new URL(decision.url);
  return { href: url.origin + url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('next step after a login', () => {
  it('closes when there is no login DTO', () => {
    expect(decideNextStep(undefined, context)).to.deep.equal({ type: 'close', loggedIn: false });
  });

  it('is done, staying on the page, without an action', () => {
    expect(decideNextStep({ userId: 1 }, context)).to.deep.equal({ type: 'done', loggedIn: true });
  });

  it("is done on a page presentation by leaving for its landing, unless the page's redirect or the server names a page", () => {
    expect(decideNextStep({ userId: 1 }, { ...context, landing: '/user/account' })).to.deep.equal({
      type: 'done',
      loggedIn: true,
      url: 'https://www.lazada.sg/user/account',
    });
    expect(decideNextStep({ userId: 1 }, { ...withRedirect('/cart'), landing: '/user/account' })).to.deep.equal({
      type: 'done',
      loggedIn: true,
      url: 'https://www.lazada.sg/cart',
    });
    expect(decideNextStep({ userId: 1, redirectUrl: 'https://www.lazada.sg/welcome' }, { ...context, landing: '/user/account' })).to.deep.equal({
      type: 'done',
      loggedIn: true,
      url: 'https://www.lazada.sg/welcome',
    });
    expect(decideNextStep({ userId: 1 }, { ...withRedirect('https://evil.example/'), landing: '/user/account' })).to.deep.equal({
      type: 'done',
      loggedIn: true,
      url: 'https://www.lazada.sg/user/account',
    });
  });

  it('ends a journey by leaving for the landing on a page presentation, by closing in a popup', () => {
    const at = (url: string) => ({ url: () => url, assign: () => undefined, session: () => sessionStorage, local: () => localStorage });
    expect(endJourney({ page: at(page), landing: '/user/account' })).to.deep.equal({ type: 'leave', url: 'https://www.lazada.sg/user/account' });
    expect(endJourney({ page: at(withRedirect('/cart').page), landing: '/user/account' })).to.deep.equal({ type: 'leave', url: 'https://www.lazada.sg/cart' });
    expect(endJourney({ page: at(withRedirect('/cart').page), landing: undefined })).to.deep.equal({ type: 'close' });
    // Logged out (after a reset), the page goes shopping: its redirect, else the home page.
    expect(endJourney({ page: at(page), landing: '/user/account' }, { loggedIn: false })).to.deep.equal({ type: 'leave', url: 'https://www.lazada.sg/' });
    expect(endJourney({ page: at(withRedirect('/cart').page), landing: '/user/account' }, { loggedIn: false })).to.deep.equal({
      type: 'leave',
      url: 'https://www.lazada.sg/cart',
    });
  });

  const cases: [string, LoginResponse, typeof context, Partial<NextStepDecision>, ReturnType<typeof urlOf>][] = [
    [
      'SECOND_VERIFICATION goes to its page with the sanitised return address, token and type',
      { loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: 'https://member.lazada.sg/verify', token: 't1' } },
      context,
      { type: 'navigate', loggedIn: false },
      { href: 'https://member.lazada.sg/verify', query: { redirect: page, token: 't1', type: 'SECOND_VERIFICATION' } },
    ],
    [
      'SECOND_VERIFICATION never goes to a page outside the allow-list',
      { loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: 'https://evil.example/verify', token: 't1' } },
      context,
      { type: 'navigate' },
      { href: 'https://www.lazada.sg/user/account', query: { redirect: page, token: 't1', type: 'SECOND_VERIFICATION' } },
    ],
    [
      'the return address is the allow-listed redirect parameter when there is one',
      { loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: '/verify', token: 't1' } },
      withRedirect('https://www.lazada.sg/cart'),
      { type: 'navigate' },
      { href: 'https://www.lazada.sg/verify', query: { redirect: 'https://www.lazada.sg/cart', token: 't1', type: 'SECOND_VERIFICATION' } },
    ],
    [
      'a redirect parameter outside the allow-list is not the return address',
      { loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: '/verify', token: 't1' } },
      withRedirect('https://evil.example/'),
      { type: 'navigate' },
      { href: 'https://www.lazada.sg/verify', query: { redirect: withRedirect('https://evil.example/').page, token: 't1', type: 'SECOND_VERIFICATION' } },
    ],
    [
      'JUMP_TO_URL goes to an allow-listed jumpUrl, logged in',
      { loginNextStepAction: 'JUMP_TO_URL', loginNextStepActionData: { jumpUrl: 'https://pages.lazada.sg/welcome' } },
      context,
      { type: 'navigate', loggedIn: true },
      { href: 'https://pages.lazada.sg/welcome', query: {} },
    ],
    [
      'JUMP_TO_URL to another site is ignored: done',
      { loginNextStepAction: 'JUMP_TO_URL', loginNextStepActionData: { jumpUrl: 'https://evil.example/' } },
      context,
      { type: 'done', loggedIn: true },
      undefined,
    ],
    [
      'COMPLETE_PASSWORD_FOR_LOGIN goes to the reset-password page with bizToken, bizScene and redirect',
      { loginNextStepAction: 'COMPLETE_PASSWORD_FOR_LOGIN', loginNextStepActionData: { token: 'cp1' } },
      context,
      { type: 'navigate', loggedIn: false },
      { href: 'https://www.lazada.sg/user/reset-password', query: { bizToken: 'cp1', bizScene: 'login', redirect: page } },
    ],
    [
      'OAUTH_VERIFY_EMAIL_PASSWORD goes to the account-auth verify page',
      { loginNextStepAction: 'OAUTH_VERIFY_EMAIL_PASSWORD', loginNextStepActionData: { token: 'o1' } },
      context,
      { type: 'navigate', loggedIn: false },
      { href: 'https://www.lazada.sg/user/account-auth/verify', query: { token: 'o1', type: 'OAUTH_VERIFY_EMAIL_PASSWORD', redirect: page } },
    ],
    [
      'OAUTH_COMPLETE_PHONE_FOR_REGISTER likewise',
      { loginNextStepAction: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', loginNextStepActionData: { url: '/user/account-auth/verify', token: 'o2' } },
      context,
      { type: 'navigate', loggedIn: false },
      { href: 'https://www.lazada.sg/user/account-auth/verify', query: { token: 'o2', type: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', redirect: page } },
    ],
    [
      'no action goes to the allow-listed redirect parameter',
      { userId: 1 },
      withRedirect('/cart'),
      { type: 'done', loggedIn: true },
      { href: 'https://www.lazada.sg/cart', query: {} },
    ],
    [
      'no action, no redirect parameter: the allow-listed redirectUrl',
      { userId: 1, redirectUrl: 'https://www.lazada.sg/orders' },
      context,
      { type: 'done', loggedIn: true },
      { href: 'https://www.lazada.sg/orders', query: {} },
    ],
    ['a redirectUrl outside the allow-list is not followed', { userId: 1, redirectUrl: 'https://evil.example/' }, context, { type: 'done', loggedIn: true }, undefined],
    ['an action this widget does not know is no action', { loginNextStepAction: 'SOMETHING_NEW' }, context, { type: 'done', loggedIn: true }, undefined],
  ];
  for (const [name, response, given, expected, url] of cases) {
    it(name, () => {
      const decision = decideNextStep(response, given);
      expect(decision).to.deep.include(expected);
      expect(urlOf(decision)).to.deep.equal(url);
    });
  }

  it('DELETION_COOL_CONFIRM asks to restore with the cancel token', () => {
    expect(decideNextStep({ loginNextStepAction: 'DELETION_COOL_CONFIRM', loginNextStepActionData: { deletionCancelToken: 'd1' } }, context)).to.deep.equal({
      type: 'restore',
      loggedIn: false,
      token: 'd1',
    });
  });

  it('COMPLETE_PROFILE goes on to ProfileComplete with the user id and the register token', () => {
    expect(
      decideNextStep({ userId: 7, loginNextStepAction: 'COMPLETE_PROFILE', loginNextStepActionData: { token: 'r1', tokenType: 'REGISTER' } }, context),
    ).to.deep.equal({
      type: 'profile',
      loggedIn: true,
      step: { kind: 'base', token: 'r1', userId: 7 },
    });
  });

  it('COMPLETE_PROFILE without a register token goes on to the other info', () => {
    expect(decideNextStep({ userId: 7, loginNextStepAction: 'COMPLETE_PROFILE' }, context)).to.deep.equal({
      type: 'profile',
      loggedIn: true,
      step: { kind: 'other' },
    });
  });

  it('never yields a URL outside the allow-list for any open-redirect payload', async () => {
    const { default: payloads } = await import('./corpora/open-redirect/Open-Redirect-payloads.txt');
    for (const payload of payloads.split('\n').filter(Boolean).slice(0, 400)) {
      const value = payload.replaceAll('www.whitelisteddomain.tld', 'www.lazada.sg');
      for (const response of [
        { redirectUrl: value },
        { loginNextStepAction: 'JUMP_TO_URL', loginNextStepActionData: { jumpUrl: value } },
        { loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: value, token: 't' } },
      ]) {
        const url = urlOf(decideNextStep(response, withRedirect(value)));
        if (url) expect(new URL(url.href).hostname, payload).to.match(/(^|\.)lazada\.(sg|com)$|^www\.lazada\.sg$/);
      }
    }
  });

  it('decides from the page it is given, never from the test page it runs on', () => {
    // Only `page` is given: the page's own host is allowed and relative addresses resolve against
    // it, whatever `location` says.
    const onShop = { page: 'https://www.shop.example/cart?redirect=%2Forders' };
    expect(location.hostname).to.not.equal('www.shop.example');
    expect(decideNextStep({ userId: 1 }, onShop)).to.deep.equal({ type: 'done', loggedIn: true, url: 'https://www.shop.example/orders' });
    const jump = decideNextStep({ loginNextStepAction: 'COMPLETE_PASSWORD_FOR_LOGIN', loginNextStepActionData: { token: 't' } }, onShop);
    expect(jump.type === 'navigate' && new URL(jump.url).origin).to.equal('https://www.shop.example');
  });
});
