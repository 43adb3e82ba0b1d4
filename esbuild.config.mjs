// Builds for the browser: the element's entry (the first download), the module API entry
// (dist/index.js), and the lazily loaded chunks they share.
// `node esbuild.config.mjs` writes dist/; other scripts import `buildElement`. The browser tests
// build their files with the same `browserBuildOptions` (test/support/productionGraphPlugin.mjs),
// so what they import is what ships: the same format, code splitting, chunk names and `define`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { cssTemplatePlugin } from './build/css-template-plugin.mjs';
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

/** @param {{ outdir?: string, minify?: boolean }} [options] */
export function buildElement({ outdir = OUTDIR, minify = true } = {}) {
  return build({
    ...browserBuildOptions({ minify }),
    entryPoints: { 'member-login-popup': ENTRY, 'member-account': ACCOUNT_ENTRY, define: DEFINE_ENTRY, index: API_ENTRY },
    outdir,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildElement();
}
