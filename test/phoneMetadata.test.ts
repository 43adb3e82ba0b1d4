import { expect } from '@open-wc/testing';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/mobile';
import mobileExamples from '../../shared/corpora/phone/libphonenumber-js_examples.mobile.SEA.json';
import metadataExamples from '../../shared/corpora/phone/libphonenumber_SEA_metadata_examples.json';
import derived from '../../shared/corpora/phone/SEA_phone_vectors_derived.json';
import { REGIONS, SUPPORTED_REGIONS, type Region } from '../src/config/regions.ts';
import { PHONE_COUNTRIES } from '../src/rules/phoneCountries.ts';
import phoneMetadata from '../src/rules/phoneMetadata.ts';
import { isMobileNumber } from '../src/rules/fieldRules.ts';

/** Every phone input of the SEA corpora in ../shared/corpora/phone/, as typed and in international form. */
function vectors(): string[] {
  const inputs = new Set<string>((derived as { rows: { input: string }[] }).rows.map((row) => row.input));
  const national = (country: string, number: string) => {
    const code = REGIONS[country.toLowerCase() as Region]?.dialCode;
    for (const variant of [number, number.slice(0, -1), `${number}0`]) {
      inputs.add(variant);
      inputs.add(`0${variant}`);
      if (code) inputs.add(`+${code}${variant}`);
    }
  };
  for (const [country, number] of Object.entries(mobileExamples as Record<string, string>)) national(country, number);
  const plans = metadataExamples as Record<string, { types: Record<string, { exampleNumber?: string }> }>;
  for (const [country, { types }] of Object.entries(plans)) {
    for (const { exampleNumber } of Object.values(types)) if (exampleNumber) national(country, exampleNumber);
  }
  return [...inputs];
}

describe('phone metadata of our eleven regions', () => {
  it('holds the numbering plans of exactly SG, MY, PH, TH, ID, VN, BD, LK, MM, NP and PK', () => {
    expect(Object.keys(phoneMetadata.countries).sort()).to.deep.equal([...PHONE_COUNTRIES].sort());
    expect(PHONE_COUNTRIES).to.have.length(11);
  });

  it('gives every SEA phone vector, in every region, the same verdict as the whole world’s metadata', () => {
    const inputs = vectors();
    expect(inputs.length).to.be.greaterThan(150);
    let valid = 0;
    for (const input of inputs) {
      for (const region of SUPPORTED_REGIONS) {
        const full = isValidPhoneNumber(input, REGIONS[region].regionID as CountryCode);
        expect(isMobileNumber(input, region), `${region} ${input}`).to.equal(full);
        if (full) valid++;
      }
    }
    // The vectors exercise both verdicts.
    expect(valid).to.be.greaterThan(20);
  });

  it('refuses a number of a country outside our regions, which the popup’s fixed prefix could not send', () => {
    expect(isValidPhoneNumber('+12015550123', 'SG')).to.equal(true);
    expect(isMobileNumber('+12015550123', 'sg')).to.equal(false);
  });
});
