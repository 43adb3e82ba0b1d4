/**
 * How our eleven regions group their numbers (libphonenumber-js's formats), for showing a number
 * back (`internationalMobile` in mobileNumber.ts). Like phoneMetadata.ts, evaluated at build time
 * (build/phone-metadata-plugin.mjs), and apart from it, so that only the screens that show a
 * number carry it. It therefore exports nothing else.
 */
import everyCountry from 'libphonenumber-js/metadata.mobile.json';
import { PHONE_COUNTRIES, phoneFormats } from '../kernel/rules/phoneCountries.ts';

export default phoneFormats(everyCountry, PHONE_COUNTRIES);
