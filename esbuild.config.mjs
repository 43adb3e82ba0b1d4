// Builds the element for the browser: one entry (the first download) plus lazily loaded chunks.
// `node esbuild.config.mjs` writes dist/; other scripts import `buildElement`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const ENTRY = 'elements/member-login-popup.ts';
export const OUTDIR = 'dist';

/** @param {{ outdir?: string, minify?: boolean }} [options] */
export function buildElement({ outdir = OUTDIR, minify = true } = {}) {
  return build({
    entryPoints: { 'member-login-popup': ENTRY },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify,
    sourcemap: 'linked',
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': minify ? '"production"' : '"development"' },
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildElement();
}
