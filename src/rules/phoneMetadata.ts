/**
 * libphonenumber-js's mobile metadata for our eleven regions only (see `PHONE_COUNTRIES`): about
 * 2 KB gzipped instead of the whole world's 35 KB.
 *
 * Run as written (the reference service under tsx), this module filters the installed metadata
 * when it loads. The element's build evaluates it once at build time instead and ships only its
 * default export as JSON (build/phone-metadata-plugin.mjs), so the browser never downloads the
 * whole world's metadata. It therefore exports nothing else.
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import everyCountry from 'libphonenumber-js/metadata.mobile.json';
import { onlyCountries, PHONE_COUNTRIES } from './phoneCountries.ts';

const metadata: MetadataJson = onlyCountries(everyCountry, PHONE_COUNTRIES);
export default metadata;
