/** Static links (spec section 2): terms and privacy on the region's main site; the help centre where the shopper needs help. */
import { expect } from '@open-wc/testing';
import { staticLinks } from '../src/kernel/config/mainSite.ts';
import { part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { button, logout, openPopup, sendButton, shadow, switchFailure, type } from './support/popup.ts';

const links = (element: MemberLoginPopup, within: ParentNode = shadow(element)) =>
  [...within.querySelectorAll<HTMLAnchorElement>('a[part~="link"]')].map((anchor) => ({ text: anchor.textContent?.trim(), href: anchor.href, target: anchor.target }));

describe('static links', () => {
  afterEach(logout);

  it('staticLinks: the region’s main site, or the configured one', () => {
    expect(staticLinks(undefined, 'th')).to.deep.equal({
      home: 'https://www.lazada.co.th/',
      terms: 'https://www.lazada.co.th/terms-of-use',
      privacy: 'https://www.lazada.co.th/privacy-policy',
      helpCentre: 'https://www.lazada.co.th/helpcenter',
      liveUp: 'https://www.lazada.co.th/helpcenter/liveup',
    });
    expect(staticLinks('sg=https://shop.example.sg,my=https://shop.example.my', 'my').terms).to.equal('https://shop.example.my/terms-of-use');
    expect(staticLinks('sg=https://shop.example.sg', 'my').terms).to.equal('https://www.lazada.com.my/terms-of-use');
  });

  it('Registry links the terms and the privacy policy of the region’s main site, in a new tab', async () => {
    const element = await openPopup({ region: 'my', language: 'en' }, 'Registry');
    expect(links(element).filter((link) => /Terms|Privacy/.test(link.text ?? ''))).to.deep.equal([
      { text: 'Terms of Use', href: 'https://www.lazada.com.my/terms-of-use', target: '_blank' },
      { text: 'Privacy Policy', href: 'https://www.lazada.com.my/privacy-policy', target: '_blank' },
    ]);
  });

  it('follows the main-site attribute', async () => {
    const element = await openPopup({ region: 'sg', 'main-site': location.origin }, 'Registry');
    expect(links(element).map((link) => link.href)).to.include(`${location.origin}/terms-of-use`);
  });

  it('the retry-later dialog links the help centre', async () => {
    const element = await openPopup({ region: 'vn', language: 'en' });
    button(element, 'Phone code').click();
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
    await type(element, 'Phone number', '912345678');
    await switchFailure({ fail: 'FAIL_SYS_TRAFFIC_LIMIT', match: 'checkPhone' });
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => part(element, 'alert'), 'no retry-later dialog');
    expect(links(element, part(element, 'alert')!)).to.deep.equal([{ text: 'Help Centre', href: 'https://www.lazada.vn/helpcenter', target: '_blank' }]);
    await expect(element).to.be.accessible();
  });
});
