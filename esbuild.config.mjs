// Builds for the browser: the element's entry (the first download), the module API entry
// (dist/index.js), and the lazily loaded chunks they share.
// `node esbuild.config.mjs` writes dist/; other scripts import `buildElement`. The browser tests
// build their files with the same `browserBuildOptions` (test/support/productionGraphPlugin.mjs),
// so what they import is what ships: the same format, code splitting, chunk names and `define`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './build/chunk-groups.mjs';
import { cssTemplatePlugin } from './build/css-template-plugin.mjs';
import { mergeChunks } from './build/merge-chunks.mjs';
import { phoneMetadataPlugin } from './build/phone-metadata-plugin.mjs';

export const ENTRY = 'elements/member-login-popup.ts';
/** `<member-account>`'s entry: registers the member area. */
export const ACCOUNT_ENTRY = 'elements/member-account.ts';
export const API_ENTRY = 'src/index.ts';
/** The element without registering it: `define(tagName?)` registers it when the host chooses. */
export const DEFINE_ENTRY = 'elements/define.ts';
export const OUTDIR = 'dist';

/**
 * The esbuild options of every browser build, without entry points and output directory.
 * @param {{ minify?: boolean }} [options]
 * @returns {import('esbuild').BuildOptions & { metafile: true }}
 */
export function browserBuildOptions({ minify = true } = {}) {
  return {
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify,
    sourcemap: 'linked',
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [phoneMetadataPlugin(), cssTemplatePlugin()],
  };
}

/** The popup's chunk, its later screens and its flows (see `MOMENTS`). */
const POPUP_OPEN = ['src/popup/Popup.tsx'];
const POPUP_LATER = ['src/popup/laterParts.ts', 'src/popup/elementFlows.ts'];
/** The sign-up's own chunk, with its e-mail flows, fetched when Registry shows. */
const POPUP_SIGNUP = ['src/popup/signup/signupParts.ts'];
/** The member area's pages and flows, then account security's. */
const ACCOUNT_DASHBOARD = ['src/account/Account.tsx', 'src/account/accountFlows.ts'];
const ACCOUNT_SECURITY = ['src/account/securityPages.ts', 'src/account/securityFlows.ts'];

/**
 * The moments whose downloads the chunk layout is made for (build/chunk-groups.mjs), each the entries
 * a page has fetched by then: the popup's page by its load event (which no merge may grow), when
 * Login shows, after a whole login (with the later screens and the flows the idle prefetch brings);
 * the member area's by its load event and at the dashboard with the member's data. Catalogues are
 * left out (a page fetches the one of its language, each a file of its own), and so is account
 * security, fetched when the browser is idle after the dashboard.
 */
export const MOMENTS = [
  [ENTRY],
  [ENTRY, ...POPUP_OPEN],
  [ENTRY, ...POPUP_OPEN, ...POPUP_LATER],
  [ENTRY, ...POPUP_OPEN, ...POPUP_LATER, ...POPUP_SIGNUP],
  [ACCOUNT_ENTRY],
  [ACCOUNT_ENTRY, ...ACCOUNT_DASHBOARD],
  [ACCOUNT_ENTRY, ...ACCOUNT_DASHBOARD, ...ACCOUNT_SECURITY],
];

/**
 * How much the member area's moments weigh against the popup's: the popup is on every page of the
 * marketplace, for every visitor; the member area on its own pages, for members. With 0.2 a whole
 * password login is a file shorter than with 0.3 to 1 (119.4 KB, not 120.3), for 1.5 KB more to
 * the dashboard (121.3 KB with the popup's texts); with 0.1 the dashboard takes 123 KB.
 */
const ACCOUNT_WEIGHT = 0.2;
/** A sign-up is rarer than a login: its moment counts for little, but lets its shared chunks merge. */
const SIGNUP_WEIGHT = 0.2;

/**
 * esbuild's build, then its small chunks merged into fewer files (build/merge-chunks.mjs); the
 * metafile returned describes the files as written.
 * @param {import('esbuild').BuildOptions & { metafile: true, outdir: string }} options
 */
export async function buildMerged(options) {
  const result = await build(options);
  const groups = chunkGroups({
    metafile: result.metafile,
    moments: MOMENTS,
    weights: MOMENTS.map((entries) => (entries[0] === ACCOUNT_ENTRY ? ACCOUNT_WEIGHT : entries.includes(POPUP_SIGNUP[0]) ? SIGNUP_WEIGHT : 1)),
    // A page may load the module API or the registration without side effects instead of the element's entry.
    fixed: [API_ENTRY, DEFINE_ENTRY],
  });
  return { ...result, metafile: await mergeChunks({ metafile: result.metafile, groups, minify: options.minify ?? false }) };
}

/** @param {{ outdir?: string, minify?: boolean }} [options] */
export function buildElement({ outdir = OUTDIR, minify = true } = {}) {
  return buildMerged({
    ...browserBuildOptions({ minify }),
    entryPoints: { 'member-login-popup': ENTRY, 'member-account': ACCOUNT_ENTRY, define: DEFINE_ENTRY, index: API_ENTRY },
    outdir,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildElement();
}
