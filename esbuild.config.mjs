// Builds for the browser: the element's entry (the first download), the module API entry
// (dist/index.js), and the lazily loaded chunks they share.
// `node esbuild.config.mjs` writes dist/; other scripts import `buildElement`. The browser tests
// build their files with the same `browserBuildOptions` (test/support/productionGraphPlugin.mjs),
// so what they import is what ships: the same format, code splitting, chunk names and `define`.
import { build } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './build/chunk-groups.mjs';
import { cssTemplatePlugin } from './build/css-template-plugin.mjs';
import { compressAll, writeManifest } from './build/dist-assets.mjs';
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
const POPUP_OPEN = ['src/page/popup.ts'];
const POPUP_LATER = ['src/popup/screens/laterParts.ts', 'src/page/popupFlows.ts'];
/** Verify, fetched when the phone-code tab, Registry or ForgetPassword shows. */
const POPUP_VERIFY = ['src/popup/screens/Verify.tsx'];
/** The sign-up's own chunk, with its e-mail flows, fetched when Registry shows; then Verify and ProfileComplete. */
const POPUP_SIGNUP = ['src/popup/signup/signupParts.ts', ...POPUP_VERIFY, 'src/popup/screens/ProfileComplete.tsx'];
/** ResetPassword and the reset's flows, fetched when ForgetPassword shows, with Verify. */
const POPUP_RESET = [...POPUP_VERIFY, 'src/popup/screens/ResetPassword.tsx', 'src/flows/passwordReset.ts'];
/** The QR login's screen, with its flows and the QR library, fetched when it shows. */
const POPUP_QR = ['src/popup/screens/Qrcode.tsx'];
/** The member area's dashboard and flows, then its other pages (fetched when idle after the dashboard), then account security's. */
const ACCOUNT_DASHBOARD = ['src/account/Account.tsx', 'src/page/account/accountFlows.ts'];
const ACCOUNT_PAGES = ['src/account/accountPages.ts'];
const ACCOUNT_SECURITY = ['src/account/slots/securityPages.ts', 'src/page/account/securityFlows.ts'];

/**
 * The moments whose downloads the chunk layout is made for (build/chunk-groups.mjs), each the entries
 * a page has fetched by then: the popup's page by its load event (which no merge may grow), when
 * Login shows, after a whole password login (with the later screens and the flows the idle prefetch
 * brings), after a code login (with Verify), after a sign-up, a reset, a QR login; the member
 * area's by its load event, at the dashboard with the member's data, and with account security
 * (fetched when the browser is idle after the dashboard). Catalogues are left out (a page fetches
 * the parts of its language, each a file of its own).
 */
export const MOMENTS = [
  [ENTRY],
  [ENTRY, ...POPUP_OPEN],
  [ENTRY, ...POPUP_OPEN, ...POPUP_LATER],
  [ENTRY, ...POPUP_OPEN, ...POPUP_LATER, ...POPUP_VERIFY],
  [ENTRY, ...POPUP_OPEN, ...POPUP_LATER, ...POPUP_SIGNUP],
  [ENTRY, ...POPUP_OPEN, ...POPUP_LATER, ...POPUP_RESET],
  [ENTRY, ...POPUP_OPEN, ...POPUP_LATER, ...POPUP_QR],
  [ACCOUNT_ENTRY],
  [ACCOUNT_ENTRY, ...ACCOUNT_DASHBOARD],
  [ACCOUNT_ENTRY, ...ACCOUNT_DASHBOARD, ...ACCOUNT_PAGES],
  [ACCOUNT_ENTRY, ...ACCOUNT_DASHBOARD, ...ACCOUNT_PAGES, ...ACCOUNT_SECURITY],
];

/**
 * How much the member area's moments weigh against the popup's: the popup is on every page of the
 * marketplace, for every visitor; the member area on its own pages, for members. Measured (issue
 * 26): 0.2 puts the popup's page by its load event in 2 files, but the member area's first download
 * takes 78 KB and its dashboard 118.3 KB (without texts); 0.35 to 1 give the same layout give or
 * take a file, 0.5 and 1 the smallest dashboard (115.9 KB), 0.5 with a code login 0.4 KB shorter
 * (118.4 KB; a password login 114.6 KB with both).
 */
const ACCOUNT_WEIGHT = 0.5;
/**
 * The way to Login counts twice (its budget is the tightest: 95 KB). The field rules (with the text
 * field) that Login and the member area's pages share, but not the dashboard, are a file apart from
 * the controls: at 3 they were one file, which the dashboard fetched too (+4.2 KB to it). Apart, they
 * cost the way to Login a file (+0.3 KB), paid for by keeping the rules' parts Login does not use
 * out of its path (a new password's hints, `passwordHints.ts`; `digitsOnly.ts`; the number shown
 * back, `internationalMobile.ts`): issue 31, 94.9 KB to see Login either way, the dashboard
 * 124.0 → 119.9 KB. 1 and 2 give the same layout.
 */
const LOGIN_WEIGHT = 2;
/**
 * A sign-up, a reset or a QR login is rarer than a password login: their moments count for little,
 * but let their shared chunks merge (a chunk no moment holds stays alone, and its shared code would
 * go where the other moments put it: once, with the member area's dashboard).
 */
const JOURNEY_WEIGHT = 0.2;
const JOURNEYS = [POPUP_SIGNUP[0], POPUP_RESET.at(-1), POPUP_QR[0]];

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
    keep: 2,
    weights: MOMENTS.map((entries, index) =>
      index === 1 ? LOGIN_WEIGHT : entries[0] === ACCOUNT_ENTRY ? ACCOUNT_WEIGHT : entries.some((entry) => JOURNEYS.includes(entry)) ? JOURNEY_WEIGHT : 1,
    ),
    // A page may load the module API or the registration without side effects instead of the element's entry.
    fixed: [API_ENTRY, DEFINE_ENTRY],
  });
  return { ...result, metafile: await mergeChunks({ metafile: result.metafile, groups, minify: options.minify ?? false }) };
}

/**
 * What a page preloads (dist/manifest.json, build/dist-assets.mjs): each element's first download,
 * and the member area's dashboard after its entry (its pages and flows; the texts are the
 * language's, fetched beside them).
 */
export const PRELOADS = {
  'member-login-popup.js': { entries: [ENTRY] },
  'member-account.js': { entries: [ACCOUNT_ENTRY] },
  dashboard: { entries: ACCOUNT_DASHBOARD, after: ['member-account.js'] },
};
/** In the member area's entry, replaced by the list of the dashboard's files (src/page/account/preloadLinks.ts). */
const DASHBOARD_PLACEHOLDER = '"__MLP_DASHBOARD_FILES__"';

/**
 * The element's build as it ships: esbuild's files merged, the manifest, the member area's own list
 * of the dashboard's files written into its entry (a file whose name has no hash), and every file
 * precompressed (brotli and gzip).
 * @param {{ outdir?: string, minify?: boolean }} [options]
 */
export async function buildElement({ outdir = OUTDIR, minify = true } = {}) {
  const result = await buildMerged({
    ...browserBuildOptions({ minify }),
    entryPoints: { 'member-login-popup': ENTRY, 'member-account': ACCOUNT_ENTRY, define: DEFINE_ENTRY, index: API_ENTRY },
    outdir,
  });
  const manifest = await writeManifest({ metafile: result.metafile, outdir, moments: PRELOADS });
  await listDashboardFiles(outdir, manifest.dashboard ?? []);
  await compressAll(outdir);
  return result;
}

/** Writes the dashboard's files into the member area's entry, and makes sure no other file has the placeholder. */
async function listDashboardFiles(outdir, files) {
  const entry = path.join(outdir, 'member-account.js');
  const code = await readFile(entry, 'utf8');
  if (code.split(DASHBOARD_PLACEHOLDER).length !== 2) throw new Error(`esbuild.config: ${entry} does not hold the dashboard's list once`);
  await writeFile(
    entry,
    code.replace(DASHBOARD_PLACEHOLDER, () => JSON.stringify(JSON.stringify(files))),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildElement();
}
