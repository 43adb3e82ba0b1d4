import { expect } from '@open-wc/testing';
import payloads from './corpora/open-redirect/Open-Redirect-payloads.txt';
import openRedirects from './corpora/open-redirect/openredirects.txt';
import wordlist from './corpora/open-redirect/open_redirect_wordlist.txt';
import { redirectAllowList } from '../src/kernel/config/domains.ts';
import { allowedUrl, checkJumpUrl, safeRedirect } from '../src/kernel/rules/redirect.ts';

const base = 'https://www.lazada.sg/products/phone-123.html';
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '');
/** The corpus' placeholder stands for an allow-listed host. */
const corpus = [...lines(payloads), ...lines(openRedirects), ...lines(wordlist)].map((line) => line.replaceAll('www.whitelisteddomain.tld', 'www.lazada.sg'));

function hostOf(url: string): string {
  return new URL(url).hostname;
}

function isAllowedHost(host: string): boolean {
  return host === 'www.lazada.sg' || redirectAllowList().some((domain) => host === domain || host.endsWith(`.${domain}`));
}

describe('safeRedirect', () => {
  it(`never leaves the allow-list for any of the ${corpus.length} open-redirect payloads`, () => {
    for (const payload of corpus) {
      const result = safeRedirect(payload, undefined, { base });
      expect(isAllowedHost(hostOf(result)), `${payload} → ${result}`).to.equal(true);
      // The page is https: nothing it sends the shopper to may be plain http.
      expect(new URL(result).protocol, payload).to.equal('https:');
      // And the browser, navigating there, would reach the same host.
      const anchor = document.createElement('a');
      anchor.href = result;
      expect(isAllowedHost(anchor.hostname), payload).to.equal(true);
    }
  });

  const cases: [string, unknown, string | undefined, string][] = [
    ['keeps an allow-listed absolute URL', 'https://www.lazada.co.th/cart?x=1', undefined, 'https://www.lazada.co.th/cart?x=1'],
    ['keeps a subdomain of an allowed domain', 'https://member.lazada.com.ph/user/account', undefined, 'https://member.lazada.com.ph/user/account'],
    ['resolves a path on this site', '/user/account#orders', undefined, 'https://www.lazada.sg/user/account#orders'],
    ['allows the payment partner', 'https://pay.alipay.com/x', undefined, 'https://pay.alipay.com/x'],
    ['refuses another host', 'https://evil.example/', undefined, 'https://www.lazada.sg/'],
    ['refuses a look-alike suffix', 'https://evillazada.sg/', undefined, 'https://www.lazada.sg/'],
    ['refuses an allowed name as a subdomain of another', 'https://lazada.sg.evil.example/', undefined, 'https://www.lazada.sg/'],
    ['refuses user info', 'https://www.lazada.sg@evil.example/', undefined, 'https://www.lazada.sg/'],
    ['refuses user info even on an allowed host', 'https://user:pw@www.lazada.sg/', undefined, 'https://www.lazada.sg/'],
    ['refuses javascript:', 'javascript:alert(1)', undefined, 'https://www.lazada.sg/'],
    ['refuses javascript: with tabs and case', 'jaVa\tscript:alert(1)', undefined, 'https://www.lazada.sg/'],
    ['refuses data:', 'data:text/html,<script>alert(1)</script>', undefined, 'https://www.lazada.sg/'],
    ['refuses protocol-relative', '//evil.example/', undefined, 'https://www.lazada.sg/'],
    ['refuses backslashes', '/\\evil.example/', undefined, 'https://www.lazada.sg/'],
    ['takes an allowed fallback', 'https://evil.example/', 'https://www.lazada.sg/user/account', 'https://www.lazada.sg/user/account'],
    ['refuses a bad fallback too', 'https://evil.example/', '//evil.example', 'https://www.lazada.sg/'],
    ['treats empty as missing', '', '/user/account', 'https://www.lazada.sg/user/account'],
    ['treats a non-string as missing', { href: 'https://evil.example' }, undefined, 'https://www.lazada.sg/'],
  ];
  for (const [name, url, fallback, expected] of cases) {
    it(name, () => {
      expect(safeRedirect(url, fallback, { base })).to.equal(expected);
    });
  }

  it('refuses every open-redirect payload rewritten to http, from an https page', () => {
    const httpCorpus = corpus.filter((line) => /^https?:\/\//i.test(line)).map((line) => line.replace(/^https?:/i, 'http:'));
    expect(httpCorpus.length).to.be.greaterThan(50);
    for (const payload of httpCorpus) {
      expect(allowedUrl(payload, { base }), payload).to.equal(undefined);
      expect(new URL(safeRedirect(payload, undefined, { base })).protocol, payload).to.equal('https:');
    }
  });

  const schemes: [string, string, string, string | undefined][] = [
    ['refuses http to an allow-listed host from an https page', 'http://www.lazada.co.th/cart', base, undefined],
    ["refuses http to the page's own host from an https page", 'http://www.lazada.sg/user/account', base, undefined],
    ['refuses an http fallback from an https page', 'http://pay.alipay.com/x', base, undefined],
    ['allows http to an allow-listed host when the page itself is http', 'http://www.lazada.co.th/cart', 'http://dev.lazada.sg/', 'http://www.lazada.co.th/cart'],
    ['allows https from an http page', 'https://www.lazada.co.th/cart', 'http://dev.lazada.sg/', 'https://www.lazada.co.th/cart'],
    ['refuses http without a page to judge from', 'http://www.lazada.co.th/cart', '', undefined],
  ];
  for (const [name, url, page, expected] of schemes) {
    it(name, () => {
      expect(allowedUrl(url, page ? { base: page } : {})).to.equal(expected);
    });
  }

  it("never leaves the allow-list or https for an http page's corpus either, except to http hosts it allows", () => {
    const httpPage = 'http://www.lazada.sg/products/phone-123.html';
    for (const payload of corpus) {
      const result = safeRedirect(payload, undefined, { base: httpPage });
      expect(isAllowedHost(hostOf(result)), `${payload} → ${result}`).to.equal(true);
      expect(['https:', 'http:'], payload).to.include(new URL(result).protocol);
    }
  });

  it('allows what the host configures instead', () => {
    expect(allowedUrl('https://shop.example/', { base, allowList: ['shop.example'] })).to.equal('https://shop.example/');
    expect(allowedUrl('https://www.lazada.co.th/', { base, allowList: ['shop.example'] })).to.equal(undefined);
  });
});

describe('URL-jump helper', () => {
  const cases: [string, unknown, string][] = [
    ['reports an empty URL', '', 'URL is empty'],
    ['reports a blank URL', '   ', 'URL is empty'],
    ['reports a missing URL', undefined, 'URL is empty'],
    ['reports another host', 'https://evil.example/', 'URL is illeagle'],
    ['reports the shopping site, which is not for jumps', 'https://world.taobao.com/', 'URL is illeagle'],
  ];
  for (const [name, url, message] of cases) {
    it(name, () => {
      expect(checkJumpUrl(url, { base })).to.deep.equal({ ok: false, message });
    });
  }

  it('accepts the provider and payment domains', () => {
    expect(checkJumpUrl('https://www.lazada.vn/cart', { base })).to.deep.equal({ ok: true, url: 'https://www.lazada.vn/cart' });
    expect(checkJumpUrl('https://render.alipay.com/p', { base })).to.deep.equal({ ok: true, url: 'https://render.alipay.com/p' });
  });

  it('never accepts an open-redirect payload that leaves the allow-list', () => {
    for (const payload of corpus) {
      const result = checkJumpUrl(payload, { base });
      if (result.ok) {
        expect(isAllowedHost(hostOf(result.url)), payload).to.equal(true);
        expect(new URL(result.url).protocol, payload).to.equal('https:');
      }
    }
  });
});
