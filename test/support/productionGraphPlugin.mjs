// A @web/test-runner plugin that makes the browser tests run on the production module graph.
//
// At server start it builds every browser test file (test/*.test.ts) as an entry point of ONE
// esbuild build with the options dist/ is built with (esbuild.config.mjs: ESM, code splitting, the
// same chunk names and `define`; not minified, so stack traces stay readable). A module the tests
// and the element both import is one shared chunk, and the popup's lazy chunks, CommonJS interop
// and dynamic imports behave as in the shipped bundle, and small chunks are merged as dist/'s are
// (build/merge-chunks.mjs, by the same moments). It also builds dist/ itself
// (`buildElement`, the JavaScript of `npm run build`), served at /dist/ for the smoke test.
//
// Serving: /test/x.test.ts is the built test/x.test.js; /chunks/… and the source maps come from
// the same temporary directory (relative imports resolve there); /dist/… from the fresh build, and
// /dist-second-copy/…, /dist-lost-chunks/… and /dist-lost-texts/… too (another URL is another module graph: the bundle
// loaded twice).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ENTRY, browserBuildOptions, buildElement, buildMerged, DEFINE_ENTRY, ENTRY, ACCOUNT_ENTRY } from '../../esbuild.config.mjs';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * @param {{ testDir?: string, coverage?: boolean }} [options] the folder whose *.test.ts files run
 *   in the browser; whether coverage is measured (then the source maps count the product only)
 */
export function productionGraphPlugin({ testDir = 'test', coverage = false } = {}) {
  let rootDir = process.cwd();
  /** @type {string | undefined} */
  let outdir;

  /** The built file that answers `urlPath`, if the build has one. */
  function builtFile(urlPath) {
    if (!outdir) return undefined;
    const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
    if (relative.startsWith(`${testDir}/`) && TEST_FILE.test(relative)) return path.join(outdir, relative.replace(/\.tsx?$/, '.js'));
    // /dist-second-copy/, /dist-lost-chunks/ and /dist-lost-texts/ serve dist/ under other URLs: another copy of the
    // bundle on one page, whose chunks no other page has fetched (nor cached).
    const built = relative.replace(/^dist-(second-copy|lost-chunks|lost-texts)\//, 'dist/');
    if (/^(chunks|test|dist)\//.test(built) && /\.(js|map)$/.test(built)) return path.join(outdir, built);
    return undefined;
  }

  return {
    name: 'production-graph',
    async serverStart({ config }) {
      rootDir = config.rootDir;
      outdir = await mkdtemp(path.join(tmpdir(), 'member-login-popup-browser-tests-'));
      const testFiles = (await readdir(path.join(rootDir, testDir))).filter((name) => TEST_FILE.test(name));
      await Promise.all([
        buildMerged({
          ...browserBuildOptions({ minify: false }),
          // dist/'s three entries too: a product module that one test file imports is then still
          // shared with them, so it lands in a chunk (as in dist/), never inside the test file.
          entryPoints: [...testFiles.map((name) => path.join(rootDir, testDir, name)), ENTRY, ACCOUNT_ENTRY, DEFINE_ENTRY, API_ENTRY].map((file) =>
            path.resolve(rootDir, file),
          ),
          outbase: rootDir,
          outdir,
          // Test corpora (test/corpora) are imported as text.
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
      if (file.endsWith('.map')) return { body: coverageMap(body, path.dirname(file), coverage ? productSource(rootDir) : () => true), type: 'json' };
      return { body, type: 'js' };
    },
  };
}

/** Whether a source file is the product's own code (what coverage measures). */
function productSource(rootDir) {
  const product = ['src', 'elements'].map((dir) => path.join(rootDir, dir) + path.sep);
  return (file) => product.some((dir) => file.startsWith(dir));
}

/**
 * The source map with absolute source paths: the coverage report resolves sources against the
 * URL the file was served at, which is not where the build wrote it. Sources that `counted`
 * refuses (libraries, test code) keep their mappings but lose their text, so that coverage
 * counts no lines of theirs.
 */
function coverageMap(mapText, mapDir, counted) {
  const map = JSON.parse(mapText);
  map.sources = map.sources.map((source) => path.resolve(mapDir, map.sourceRoot ?? '', source));
  delete map.sourceRoot;
  if (Array.isArray(map.sourcesContent)) {
    map.sourcesContent = map.sourcesContent.map((content, index) => (counted(map.sources[index]) ? content : ''));
  }
  if (map.sources.length === 0) {
    // A chunk that only re-exports: without a source the report would look for it on disk.
    map.sources = [path.join(mapDir, map.file ?? 'reexports.js')];
    map.sourcesContent = [''];
  }
  return JSON.stringify(map);
}
