import { expect } from '@open-wc/testing';
import { loginPageUrl } from '../src/kernel/contract/memberPaths.ts';

describe('loginPageUrl (spec section 2: the login page shape)', () => {
  const cases: [string, Parameters<typeof loginPageUrl>[1], string, Record<string, string>][] = [
    ['/user/login by default', { base: 'https://member.lazada.sg' }, 'https://member.lazada.sg/user/login', {}],
    [
      'the region’s login-signup page',
      { base: 'https://pages.lazada.com.my', shape: 'login-signup', region: 'my' },
      'https://pages.lazada.com.my/wow/gcp/my/member/login-signup',
      {},
    ],
    ['its test variant, with bizScene', { shape: 'login-signup-test', region: 'TH', bizScene: 'cart' }, '/wow/gcp/th/member/login-signup-test', { bizScene: 'cart' }],
  ];
  for (const [name, options, path, extra] of cases) {
    it(name, () => {
      const url = loginPageUrl('https://www.lazada.sg/cart?x=1&y=2', options);
      const [address, query = ''] = url.split('?');
      expect(address).to.equal(path);
      expect(Object.fromEntries(new URLSearchParams(query))).to.deep.equal({
        redirect: 'https://www.lazada.sg/cart?x=1&y=2',
        hybrid: '1',
        spm: 'member.login-popup',
        ...extra,
      });
    });
  }
});
