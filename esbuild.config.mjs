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
import { ACCOUNT_ENTRY, checkUnits, ENTRY, MOMENTS, momentEntries, ownEntries } from './build/lazy-units.mjs';
import { cssTemplatePlugin } from './build/css-template-plugin.mjs';
import { compressAll, writeManifest } from './build/dist-assets.mjs';
import { mergeChunks } from './build/merge-chunks.mjs';
import { phoneMetadataPlugin } from './build/phone-metadata-plugin.mjs';

export { ACCOUNT_ENTRY, ENTRY } from './build/lazy-units.mjs';
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

/**
 * esbuild's build, then its small chunks merged into fewer files (build/merge-chunks.mjs); the
 * metafile returned describes the files as written. `units`: fail when the code's `import()`
 * targets and build/lazy-units.mjs part ways (the element's build; the browser tests' build has
 * the tests' own besides).
 * @param {import('esbuild').BuildOptions & { metafile: true, outdir: string }} options
 * @param {{ units?: boolean }} [checks]
 */
export async function buildMerged(options, { units = false } = {}) {
  const result = await build(options);
  if (units) checkUnits(result.metafile);
  const groups = chunkGroups({
    metafile: result.metafile,
    // The moments of build/lazy-units.mjs, each the entries a page has fetched by then.
    moments: MOMENTS.map(({ name }) => momentEntries(name)),
    keep: MOMENTS.findIndex(({ kept }) => !kept),
    weights: MOMENTS.map(({ weight }) => weight),
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
  dashboard: { entries: ownEntries("the dashboard with the member's data"), after: ['member-account.js'] },
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
  const result = await buildMerged(
    {
      ...browserBuildOptions({ minify }),
      entryPoints: { 'member-login-popup': ENTRY, 'member-account': ACCOUNT_ENTRY, define: DEFINE_ENTRY, index: API_ENTRY },
      outdir,
    },
    { units: true },
  );
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
