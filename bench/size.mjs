// `npm run bench`: builds the production bundle and prints the bytes of the first download and of
// each lazily loaded chunk, minified and gzipped. Fails when the first download passes its budget.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_ENTRY, buildElement, ENTRY } from '../esbuild.config.mjs';

export const FIRST_DOWNLOAD_BUDGET_GZIP = 80 * 1024;

const outdir = await mkdtemp(path.join(tmpdir(), 'mlp-bench-'));
try {
  const { metafile } = await buildElement({ outdir });
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const entryFile = outputs.find(([, output]) => output.entryPoint === ENTRY)?.[0];
  if (!entryFile) throw new Error('no entry output');

  // The first download: the entry and every chunk it imports statically, transitively.
  const first = new Set();
  const visit = (file) => {
    if (first.has(file)) return;
    first.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entryFile);

  const sizes = await Promise.all(
    outputs.map(async ([file]) => {
      const bytes = await readFile(file);
      const api = metafile.outputs[file]?.entryPoint === API_ENTRY;
      return { file: path.relative(outdir, file), min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, first: first.has(file), api };
    }),
  );
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const row = (label, min, gzip) => console.log(`${label.padEnd(52)} ${kb(min)} ${kb(gzip)}`);
  console.log(`${'file'.padEnd(52)} ${'minified'.padStart(9)} ${'gzipped'.padStart(9)}`);
  const firstSizes = sizes.filter((size) => size.first);
  const total = (list, key) => list.reduce((sum, size) => sum + size[key], 0);
  console.log('first download');
  for (const size of firstSizes) row(`  ${size.file}`, size.min, size.gzip);
  console.log('lazily loaded');
  for (const size of sizes.filter((entry) => !entry.first && !entry.api).sort((a, b) => b.gzip - a.gzip)) row(`  ${size.file}`, size.min, size.gzip);
  console.log('module API entry (imported by hosts that use it; shares the chunks above)');
  for (const size of sizes.filter((entry) => entry.api)) row(`  ${size.file}`, size.min, size.gzip);
  const firstGzip = total(firstSizes, 'gzip');
  row('first download total', total(firstSizes, 'min'), firstGzip);
  console.log(`budget: ${kb(FIRST_DOWNLOAD_BUDGET_GZIP).trim()} gzipped`);
  if (firstGzip > FIRST_DOWNLOAD_BUDGET_GZIP) {
    console.error(`first download is over budget by ${kb(firstGzip - FIRST_DOWNLOAD_BUDGET_GZIP).trim()}`);
    process.exitCode = 1;
  }
} finally {
  await rm(outdir, { recursive: true, force: true });
}
