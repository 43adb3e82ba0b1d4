import { expect, waitUntil } from '@open-wc/testing';
import { resolveLocale } from '../src/config/locale.ts';
import { PREFERENCE_COOKIE, formatPreference, parsePreference } from '../src/config/preference.ts';
import { readPreference, writePreference } from '../src/security/preferenceCookie.ts';
import { REGIONS, SUPPORTED_REGIONS } from '../src/kernel/config/regions.ts';
import { readCookie } from '../src/security/documentCookies.ts';
import { openDialog, popupFixture, titleText } from './support/fixtures.ts';

const clearPreference = () => {
  document.cookie = `${PREFERENCE_COOKIE}=; max-age=0; path=/`;
};

describe('region settings', () => {
  it('match the spec table and dial codes', () => {
    const table = Object.fromEntries(
      SUPPORTED_REGIONS.map((region) => {
        const { countryId, currency, languages, dialCode } = REGIONS[region];
        return [region, [countryId, currency, languages.join(','), dialCode]];
      }),
    );
    expect(table).to.deep.equal({
      sg: ['702', 'SGD', 'en,zh', '65'],
      my: ['458', 'MYR', 'en,ms,zh', '60'],
      ph: ['608', 'PHP', 'en', '63'],
      th: ['764', 'THB', 'th,en', '66'],
      id: ['360', 'IDR', 'id,en', '62'],
      vn: ['704', 'VND', 'vi,en', '84'],
    });
  });
});

describe('preference cookie', () => {
  afterEach(clearPreference);

  it('is region, language, currency and country id joined by a bar', () => {
    expect(formatPreference('id', 'en')).to.equal('ID|en|IDR|360');
    expect(parsePreference('TH|th|THB|764')).to.deep.equal({ region: 'th', language: 'th' });
    expect(parsePreference('MY|zh-MY|MYR|458')).to.deep.equal({ region: 'my', language: 'zh' });
  });

  it('ignores parts that are missing or unknown', () => {
    expect(parsePreference(undefined)).to.deep.equal({});
    expect(parsePreference('')).to.deep.equal({});
    expect(parsePreference('XX|fr')).to.deep.equal({});
    expect(parsePreference('|vi')).to.deep.equal({ language: 'vi' });
  });

  it('is written for 30 days and read back', () => {
    writePreference('vn', 'vi');
    expect(readCookie(PREFERENCE_COOKIE)).to.equal('VN|vi|VND|704');
    expect(readPreference()).to.deep.equal({ region: 'vn', language: 'vi' });
  });
});

describe('locale of an element', () => {
  afterEach(clearPreference);

  const cases: [string, Parameters<typeof resolveLocale>[0], Parameters<typeof resolveLocale>[1], string, string][] = [
    ['defaults to sg and English', {}, {}, 'sg', 'en'],
    ['takes the attributes first', { region: 'TH', language: 'en' }, { region: 'vn', language: 'vi' }, 'th', 'en'],
    ['then the preference cookie', {}, { region: 'id', language: 'en' }, 'id', 'en'],
    ["then the region's first language", { region: 'vn' }, {}, 'vn', 'vi'],
    ['ignores unknown attribute values', { region: 'xx', language: 'fr' }, { region: 'my' }, 'my', 'en'],
  ];
  for (const [name, attributes, preference, region, language] of cases) {
    it(name, () => {
      const locale = resolveLocale(attributes, preference);
      expect(locale.region).to.equal(region);
      expect(locale.language).to.equal(language);
    });
  }

  it('an element without region and language follows the preference cookie', async () => {
    writePreference('th', 'th');
    const element = await popupFixture();
    element.show();
    await openDialog(element);
    await waitUntil(() => titleText(element) === 'เข้าสู่ระบบ');
  });
});
