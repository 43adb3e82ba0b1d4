/**
 * `npm run docs`: writes each element's reference into docs/element.md, between its markers, from
 * the manifest the build makes (`scripts/customElementsManifest.ts`). The package tests fail when the
 * page and the manifest disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { customElementsManifest, elementOf, elementSources } from './customElementsManifest.ts';
import { withReference } from './elementReference.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** docs/element.md as the manifest says it should be. */
export function elementPage(): string {
  const manifest = customElementsManifest(elementSources(read));
  return withReference(withReference(read('docs/element.md'), elementOf(manifest, 'member-login-popup')), elementOf(manifest, 'member-account'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(path.join(root, 'docs/element.md'), elementPage());
}
