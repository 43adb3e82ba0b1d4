/**
 * The numbering plans of our eleven regions (see `PHONE_COUNTRIES`), as `isMobileIn`
 * (mobileNumber.ts) reads them: about half a kilobyte gzipped instead of libphonenumber-js's
 * whole world of metadata and its parser.
 *
 * Run as written (the reference service under tsx), this module reads the installed
 * libphonenumber-js's mobile metadata when it loads. The element's build evaluates it once at build
 * time instead and ships only its default export as JSON (build/phone-metadata-plugin.mjs), so the
 * browser downloads neither libphonenumber-js nor the whole world's metadata. It therefore exports
 * nothing else.
 */
import everyCountry from 'libphonenumber-js/metadata.mobile.json';
import { PHONE_COUNTRIES, phonePlans } from './phoneCountries.ts';

export default phonePlans(everyCountry, PHONE_COUNTRIES);
