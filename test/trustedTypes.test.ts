import { expect } from '@open-wc/testing';
import { TRUSTED_TYPES_POLICY, trustedScriptUrl } from '../src/security/trustedTypes.ts';

/** The Trusted Types factory of this browser (Chromium has it). */
const factory = (window as unknown as { trustedTypes: { isScriptURL(value: unknown): boolean } }).trustedTypes;

describe('the Trusted Types policy for the Facebook SDK', () => {
  it('is named member-login-popup', () => {
    expect(TRUSTED_TYPES_POLICY).to.equal('member-login-popup');
  });

  it('refuses a script URL that would run text instead of loading a script: javascript:, data:, blob:', () => {
    for (const url of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/javascript,alert(1)', `blob:${location.origin}/0c1e`]) {
      expect(() => trustedScriptUrl(url), url).to.throw(TypeError, /member-login-popup: refused the script URL/);
    }
  });

  it('gives a TrustedScriptURL of the URL as given for an https or same-origin address', () => {
    const sdk = trustedScriptUrl('https://connect.facebook.net/en_US/sdk.js');
    expect(factory.isScriptURL(sdk)).to.equal(true);
    expect(String(sdk)).to.equal('https://connect.facebook.net/en_US/sdk.js');
    expect(String(trustedScriptUrl('/__dev/facebook/sdk.js'))).to.equal('/__dev/facebook/sdk.js');
  });
});
