import { expect, fixture, html } from '@open-wc/testing';
import { define, MemberLoginPopup, TAG_NAME } from '../elements/define.ts';
import { openDialog, titleText } from './support/fixtures.ts';

describe('define(tagName?)', () => {
  it('registers the element under the default tag once: a second call returns the class already there', () => {
    expect(define()).to.equal(customElements.get(TAG_NAME));
    expect(define(TAG_NAME)).to.equal(MemberLoginPopup);
  });

  it('registers it under a tag the host chooses, as a subclass, and that tag is a working popup', async () => {
    const chosen = define('shop-login-popup');
    expect(chosen).to.not.equal(MemberLoginPopup);
    expect(chosen?.prototype).to.be.instanceOf(MemberLoginPopup);
    expect(define('shop-login-popup')).to.equal(chosen);
    const element = await fixture<MemberLoginPopup>(html`<shop-login-popup variation="control"></shop-login-popup>`);
    element.show('Registry');
    await openDialog(element);
    expect(titleText(element)).to.equal('Sign up');
  });
});
