// A @web/test-runner plugin that makes the browser tests run on the production module graph.
//
// At server start it builds every browser test file (test/*.test.ts) as an entry point of ONE
// esbuild build with the options dist/ is built with (esbuild.config.mjs: ESM, code splitting, the
// same chunk names and `define`; not minified, so stack traces stay readable). A module the tests
// and the element both import is one shared chunk, and the popup's lazy chunks, CommonJS interop
// and dynamic imports behave as in the shipped bundle. It also builds dist/ itself
// (`buildElement`, exactly `npm run build`), served at /dist/ for the smoke test.
//
// Serving: /test/x.test.ts is the built test/x.test.js; /chunks/… and the source maps come from
// the same temporary directory (relative imports resolve there); /dist/… from the fresh build.
import { build } from 'esbuild';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserBuildOptions, buildElement } from '../../esbuild.config.mjs';

const TEST_FILE = /\.test\.tsx?$/;

/** @param {{ testDir?: string }} [options] the folder whose *.test.ts files run in the browser */
export function productionGraphPlugin({ testDir = 'test' } = {}) {
  let rootDir = process.cwd();
  /** @type {string | undefined} */
  let outdir;

  /** The built file that answers `urlPath`, if the build has one. */
  function builtFile(urlPath) {
    if (!outdir) return undefined;
    const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
    if (relative.startsWith(`${testDir}/`) && TEST_FILE.test(relative)) return path.join(outdir, relative.replace(/\.tsx?$/, '.js'));
    if (/^(chunks|test|dist)\//.test(relative) && /\.(js|map)$/.test(relative)) return path.join(outdir, relative);
    return undefined;
  }

  return {
    name: 'production-graph',
    async serverStart({ config }) {
      rootDir = config.rootDir;
      outdir = await mkdtemp(path.join(tmpdir(), 'member-login-popup-browser-tests-'));
      const testFiles = (await readdir(path.join(rootDir, testDir))).filter((name) => TEST_FILE.test(name));
      await Promise.all([
        build({
          ...browserBuildOptions({ minify: false }),
          entryPoints: testFiles.map((name) => path.join(rootDir, testDir, name)),
          outbase: rootDir,
          outdir,
          // Test corpora (../shared/corpora) are imported as text.
          loader: { '.txt': 'text' },
          logLevel: 'error',
        }),
        buildElement({ outdir: path.join(outdir, 'dist') }),
      ]);
    },
    async serverStop() {
      if (outdir) await rm(outdir, { recursive: true, force: true });
    },
    resolveMimeType(context) {
      if (TEST_FILE.test(context.path)) return 'js';
      return undefined;
    },
    async serve(context) {
      const file = builtFile(context.path);
      if (!file) return undefined;
      const body = await readFile(file, 'utf8').catch(() => undefined);
      if (body === undefined) return undefined;
      if (file.endsWith('.map')) return { body: absoluteSources(body, path.dirname(file)), type: 'json' };
      return { body, type: 'js' };
    },
  };
}

/**
 * The source map with absolute source paths: the coverage report resolves sources against the
 * URL the file was served at, which is not where the build wrote it.
 */
function absoluteSources(mapText, mapDir) {
  const map = JSON.parse(mapText);
  map.sources = map.sources.map((source) => path.resolve(mapDir, map.sourceRoot ?? '', source));
  delete map.sourceRoot;
  return JSON.stringify(map);
}
