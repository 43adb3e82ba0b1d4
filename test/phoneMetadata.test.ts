import { expect } from '@open-wc/testing';
import { isValidPhoneNumber as isValidIn, parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/mobile';
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json';
import mobileNumbers from 'libphonenumber-js/examples.mobile.json';
import mobileExamples from './corpora/phone/libphonenumber-js_examples.mobile.SEA.json';
import metadataExamples from './corpora/phone/libphonenumber_SEA_metadata_examples.json';
import derived from './corpora/phone/SEA_phone_vectors_derived.json';
import { REGIONS, SUPPORTED_REGIONS, type Region } from '../src/kernel/config/regions.ts';
import { PHONE_COUNTRIES } from '../src/kernel/rules/phoneCountries.ts';
import phoneMetadata from '../src/kernel/rules/phoneMetadata.ts';
import { isMobileNumber } from '../src/kernel/rules/fieldRules.ts';
import { internationalMobile } from '../src/kernel/rules/internationalMobile.ts';
import phoneFormats from '../src/rules/phoneFormats.ts';
import { generatedPhoneInputs } from './fixtures/phoneInputs.ts';

/** libphonenumber-js's mobile metadata of our eleven countries only, as the popup used it before it had its own checker. */
function ourCountriesOnly(): MetadataJson {
  const kept = new Set<string>(PHONE_COUNTRIES);
  return {
    version: mobileMetadata.version,
    country_calling_codes: Object.fromEntries(
      Object.entries(mobileMetadata.country_calling_codes)
        .map(([code, owners]) => [code, owners.filter((owner) => kept.has(owner))] as const)
        .filter(([, owners]) => owners.length > 0),
    ),
    countries: Object.fromEntries(Object.entries(mobileMetadata.countries).filter(([country]) => kept.has(country))),
    nonGeographic: {},
  };
}

/** Every phone input of the SEA corpora in test/corpora/phone/, as typed and in international form. */
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
    expect(Object.keys(phoneMetadata).sort()).to.deep.equal([...PHONE_COUNTRIES].sort());
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

  it('gives generated numbers, in every region, the same verdict as libphonenumber-js over the same countries', () => {
    const metadata = ourCountriesOnly();
    const examples = PHONE_COUNTRIES.map((country) => (mobileNumbers as Record<string, string>)[country] ?? '');
    const codes = Object.values(phoneMetadata).map(({ code }) => ({ code, idd: ['00', '000', '001', '008', '009', '0011'] }));
    const inputs = generatedPhoneInputs(examples, codes, 3000);
    let valid = 0;
    for (const input of inputs) {
      for (const region of SUPPORTED_REGIONS) {
        let expected: boolean;
        try {
          expected = isValidIn(input, REGIONS[region].regionID as CountryCode, metadata);
        } catch {
          expected = false;
        }
        expect(isMobileNumber(input, region), `${region} ${JSON.stringify(input)}`).to.equal(expected);
        if (expected) valid++;
      }
    }
    expect(valid).to.be.greaterThan(500);
  });

  it('groups an international mobile number as libphonenumber-js formats it, and only a mobile number', () => {
    const metadata = ourCountriesOnly();
    const examples = PHONE_COUNTRIES.map((country) => (mobileNumbers as Record<string, string>)[country] ?? '');
    const codes = Object.values(phoneMetadata).map(({ code }) => code);
    const nationals = new Set(
      generatedPhoneInputs(
        examples,
        codes.map((code) => ({ code, idd: ['00'] })),
        1500,
      ).map((input) => input.replace(/\D/g, '')),
    );
    let grouped = 0;
    for (const national of nationals) {
      for (const code of codes) {
        // As the Verify screen shows the number it sent a code to.
        const text = `+${code}${national}`;
        const parsed = parsePhoneNumberFromString(text, metadata);
        const expected = parsed?.isValid() ? parsed.formatInternational() : undefined;
        expect(internationalMobile(text, phoneMetadata, phoneFormats), text).to.equal(expected);
        if (expected) grouped++;
      }
    }
    expect(grouped).to.be.greaterThan(200);
    expect(internationalMobile('+6591234568', phoneMetadata, phoneFormats)).to.equal('+65 9123 4568');
  });

  it('reads a number with an extension as the library does, and refuses what is no number', () => {
    expect(isMobileNumber('8123 4567 ext. 12', 'sg')).to.equal(true);
    expect(isMobileNumber('8123 4567~5', 'sg')).to.equal(true);
    expect(isMobileNumber('abc 8123 4567', 'sg')).to.equal(false);
    expect(isMobileNumber('+65 +8123 4567', 'sg')).to.equal(false);
    // A full-width plus is dropped; 65 then reads as the calling code written without a plus.
    expect(isMobileNumber('\uff0b65 8123 4567', 'sg')).to.equal(true);
  });

  it('refuses a number of a country outside our regions, which the popup’s fixed prefix could not send', () => {
    expect(isValidPhoneNumber('+12015550123', 'SG')).to.equal(true);
    expect(isMobileNumber('+12015550123', 'sg')).to.equal(false);
  });
});
