// After the merge: what a CDN serves beside the build. `manifest.json` names, for each page's
// moment, the files a page should ask for at once (its `modulepreload` links), and every JavaScript
// file, source map and text file gets a brotli (`.br`) and a gzip (`.gz`) copy, made once at
// build, at the highest levels (a request never compresses anything).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The build manifest's file name, in the output directory. */
export const MANIFEST = 'manifest.json';
/** What is compressed: code, maps, the manifest and the legal texts. */
const COMPRESSED = /\.(js|map|json|txt)$/;

/**
 * The files a page holding `entries` fetches by the time they have all run: their static closure,
 * each file once, the entries' own files first, then the others in the order they are reached.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} outdir
 * @param {readonly string[]} entries source paths of entry points (static or dynamic)
 */
export function closureOf(metafile, outdir, entries) {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const holding = (entry) => outputs.find(([, output]) => output.entryPoint === entry)?.[0] ?? outputs.find(([, output]) => entry in output.inputs)?.[0];
  const files = [];
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    files.push(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  for (const entry of entries) {
    const file = holding(entry);
    if (!file) throw new Error(`dist-assets: no output holds ${entry}`);
    visit(file);
  }
  return files.map((file) => path.relative(outdir, file).split(path.sep).join('/'));
}

/**
 * Writes `manifest.json`: for each named moment, the files of dist/ (relative to it) a page should
 * preload, without those of the moments it says it comes after.
 * @param {{ metafile: import('esbuild').Metafile, outdir: string, moments: Record<string, { entries: readonly string[], after?: readonly string[] }> }} options
 */
export async function writeManifest({ metafile, outdir, moments }) {
  /** @type {Record<string, string[]>} */
  const manifest = {};
  for (const [name, { entries, after = [] }] of Object.entries(moments)) {
    const before = new Set(after.flatMap((earlier) => manifest[earlier] ?? []));
    manifest[name] = closureOf(metafile, outdir, entries).filter((file) => !before.has(file));
  }
  await writeFile(path.join(outdir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Every file of `outdir` (its folders too) that is served compressed, as paths under it. */
async function servedFiles(outdir) {
  const entries = await readdir(outdir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && COMPRESSED.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `x.br` and `x.gz` beside every served file `x` of `outdir`. */
export async function compressAll(outdir) {
  const files = await servedFiles(outdir);
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipped(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
