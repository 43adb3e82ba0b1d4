import { expect } from '@open-wc/testing';
import { format, loadCatalogue } from '../src/i18n/catalogue.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { LANGUAGES, SISTER_LANGUAGES, parseLanguage } from '../src/kernel/config/languages.ts';
import { SISTER_NETWORK_ERROR } from '../src/i18n/networkError.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  for (const language of LANGUAGES) {
    it(`${language} has every key, non-empty, with the same placeholders as English`, async () => {
      const catalogue = await loadCatalogue(language);
      expect(Object.keys(catalogue).sort()).to.deep.equal(Object.keys(en).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.to.equal('');
        expect(placeholders(text), key).to.deep.equal(placeholders(en[key as keyof typeof en]));
      }
    });
  }

  it('quotes the spec exactly in English', () => {
    expect(en['rule.required']).to.equal("You can't leave this empty.");
    expect(en['rule.phoneInvalid']).to.equal('Please enter a valid phone number.');
    expect(en['rule.loginNameLength']).to.equal('The length of the Phone or Email should be 6-60 characters.');
    expect(en['rule.passwordLength']).to.equal('The length of Password should be 8 - 20 characters.');
    expect(en['rule.passwordSymbols']).to.equal('Password can only include ~.!@#$%^&*<> symbols');
    expect(en['rule.passwordMix']).to.equal('Password should contain alphabets, numbers and special characters');
    expect(en['rule.agreeTerms']).to.equal('You should agree to our Terms of Use and Privacy Policy.');
    expect(en['rule.emailRegistered']).to.equal('This email is already registered');
    expect(en['rule.birthdayInvalid']).to.equal('Please select a correct birthday');
    expect(en['error.network']).to.equal('Network error, please try again later');
    expect(en['error.thirdParty']).to.equal('Third-party login failed, please check the connection with Facebook/Google.');
    expect(en['qrcode.scanned']).to.equal('Scan completed, please finish on your phone');
    expect(en['qrcode.connection']).to.equal('Please check your connection and try again.');
    expect(en['error.notLogin']).to.equal('Sorry, you have not login');
    // Section 8's two spellings of each fallback, each where the spec uses it.
    expect(en['error.loginFallback']).to.equal('Network error');
    expect(en['error.callFallback']).to.equal('Network Error');
    expect(en['error.verificationFailed']).to.equal('Verification failed');
    expect(en['error.challengeFailed']).to.equal('Verification Failed');
  });

  for (const language of SISTER_LANGUAGES) {
    it(`${language} gets the network error in its own language and English otherwise`, async () => {
      const catalogue = await loadCatalogue(language);
      expect(catalogue['error.network']).to.equal(SISTER_NETWORK_ERROR[language]);
      expect(catalogue['error.network']).not.to.equal(en['error.network']);
      expect(catalogue['title.Login']).to.equal(en['title.Login']);
    });
  }

  it('parses languages and locale tags, and refuses others', () => {
    expect(parseLanguage('zh-CN')).to.equal('zh');
    expect(parseLanguage('EN_sg')).to.equal('en');
    expect(parseLanguage('ur')).to.equal('ur');
    expect(parseLanguage('fr')).to.equal(undefined);
    expect(parseLanguage(undefined)).to.equal(undefined);
  });

  it('fills in values, and leaves unknown names and markup as text', () => {
    expect(format('Resend OTP in {seconds}s', { seconds: 42 })).to.equal('Resend OTP in 42s');
    expect(format('{a}{b}{a}', { a: '<b>', b: 0 })).to.equal('<b>0<b>');
    expect(format('Hello {name}', {})).to.equal('Hello {name}');
    expect(format('{constructor}', {})).to.equal('{constructor}');
  });
});
