/**
 * The package's second build step, after `esbuild.config.mjs`: the type declarations in
 * `dist/types` (TypeScript 7's `tsc` emits them; relative `.ts` imports become `.js`, which every
 * module resolution reads) and `custom-elements.json` from the element's JSDoc.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { customElementsManifest, elementSources } from './customElementsManifest.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const typesDir = path.join(root, 'dist', 'types');

rmSync(typesDir, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.types.json')], { stdio: 'inherit' });

for (const entry of readdirSync(typesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(/((?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2');
  if (rewritten !== text) writeFileSync(file, rewritten);
}

const manifest = customElementsManifest(elementSources((file) => readFileSync(path.join(root, file), 'utf8')));
writeFileSync(path.join(root, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
