/**
 * Three checks of the tree that Biome does not make, run by `npm run lint`:
 *
 * - **Inside the repository.** No file reads outside it: every relative import, export, `require`,
 *   dynamic `import()`, `new URL(…, import.meta.url)`, every string that starts with `../`, and the
 *   paths of the tsconfig files must stay below the repository's root (a clone has nothing beside
 *   it).
 * - **No folder cycles.** The folders of `src/`, `elements/` and `service/`, each sub-folder a node of its own
 *   (`src/account`, `src/account/parts` and `src/account/pages` are three), import each other in one
 *   direction only: a cycle of folders (A imports B and B imports A, or longer) fails, as Biome's
 *   `noImportCycles` fails a cycle of files. A file directly in `src/` is a node of its own. A lazy
 *   unit asked for by its name (`import('unit:verify')`) is an import of the module tsconfig.json's
 *   `paths` give it (`typedUnits` of build/lazy-units.mjs).
 * - **The kernel's bounds.** `src/kernel/`, what the element and the service share, imports nothing
 *   of the repository outside itself (types included), and the service (`service/`) imports from
 *   `src/` only through `src/kernel/`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { typedUnits, UNIT_PREFIX } from '../build/lazy-units.mjs';

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|html)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bnew\s+URL\s*\(\s*)(['"`])(\.{1,2}\/[^'"`]*)\1/g;
const CLIMBING_STRING = /(['"`])((?:\.\.\/)+[^'"`\s]*)\1/g;
/** A lazy unit asked for by its name (build/lazy-units.mjs): `import('unit:securityPages')`. */
const UNIT_NAME = /\bimport\s*\(\s*(['"`])(unit:[^'"`]+)\1/g;

/** The files git knows in `root` (tracked, and untracked but not ignored), relative to it. */
export function treeFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(root, file)));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function outside(root: string, from: string, target: string): boolean {
  const resolved = path.resolve(path.dirname(path.join(root, from)), target);
  const relative = path.relative(root, resolved);
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
}

/** Every place in `files` whose path leads out of `root`. */
export function escapes(root: string, files: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    const name = path.basename(file);
    const isTsconfig = /^tsconfig.*\.json$/.test(name);
    if (!SOURCE.test(file) && !isTsconfig) continue;
    if (file.split('/').includes('node_modules')) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const seen = new Set<string>();
    const report = (index: number, target: string) => {
      const line = lineOf(text, index);
      if (seen.has(`${line} ${target}`) || !outside(root, file, target)) return;
      seen.add(`${line} ${target}`);
      findings.push({ file, line, message: `'${target}' leads out of the repository` });
    };
    if (isTsconfig) {
      for (const match of text.matchAll(/"((?:\.\.?\/)[^"]*)"/g)) report(match.index, match[1] ?? '');
      continue;
    }
    for (const match of text.matchAll(SPECIFIER)) report(match.index, match[2] ?? '');
    for (const match of text.matchAll(CLIMBING_STRING)) report(match.index, match[2] ?? '');
  }
  return findings;
}

/** What `file` imports, each as a path of the repository: its relative specifiers, and the lazy units it asks for by name. */
function importTargets(root: string, file: string, text: string, units: Readonly<Record<string, string>>): { target: string; index: number }[] {
  const relative = [...text.matchAll(SPECIFIER)].map((match) => ({
    target: path
      .relative(root, path.resolve(path.dirname(path.join(root, file)), match[2] ?? ''))
      .split(path.sep)
      .join('/'),
    index: match.index,
  }));
  const named = [...text.matchAll(UNIT_NAME)].flatMap((match) => {
    const target = units[(match[2] ?? '').slice(UNIT_PREFIX.length)];
    return target ? [{ target, index: match.index }] : [];
  });
  return [...relative, ...named];
}

/**
 * The node of a file in the folder graph: the folder it is directly in (`src/account/parts`,
 * `src/account`, `elements/frameworks`, `elements`), or itself when it lies directly in `src/`.
 */
export function nodeOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'src' && parts[0] !== 'elements' && parts[0] !== 'service') return undefined;
  if (parts[0] === 'src' && parts.length === 2) return file;
  return parts.slice(0, -1).join('/');
}

/** The cycles between the folders of `src/`, `elements/` and `service/`, each with one import that closes it. */
export function folderCycles(root: string, files: readonly string[]): Finding[] {
  const units = typedUnits(root);
  const edges = new Map<string, Map<string, Finding>>();
  for (const file of files) {
    const from = nodeOf(file);
    if (!from || !/\.(ts|tsx)$/.test(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { target, index } of importTargets(root, file, text, units)) {
      const to = nodeOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, Finding>();
      if (!out.has(to)) out.set(to, { file, line: lineOf(text, index), message: `${from} imports ${to}` });
      edges.set(from, out);
    }
  }
  // Tarjan's strongly connected components: every component of more than one node is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components.flatMap((component) =>
    component.flatMap((from) =>
      [...(edges.get(from) ?? new Map<string, Finding>())]
        .filter(([to]) => component.includes(to))
        .map(([, finding]) => ({ ...finding, message: `${finding.message}: a cycle of folders (${component.join(' ⇄ ')})` })),
    ),
  );
}

const KERNEL = 'src/kernel/';

/** Every import that crosses the kernel's bounds: out of `src/kernel/`, or from `service/` into `src/` past the kernel. */
export function kernelBounds(root: string, files: readonly string[]): Finding[] {
  const units = typedUnits(root);
  const findings: Finding[] = [];
  for (const file of files) {
    const inKernel = file.startsWith(KERNEL);
    if ((!inKernel && !file.startsWith('service/')) || !/\.(ts|tsx|mts)$/.test(file) || file.split('/').includes('node_modules')) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { target, index } of importTargets(root, file, text, units)) {
      const message = inKernel
        ? !target.startsWith(KERNEL) && `the kernel imports ${target}: it imports nothing outside src/kernel/`
        : target.startsWith('src/') && !target.startsWith(KERNEL) && `the service imports ${target}: it imports src/ only through src/kernel/`;
      if (message) findings.push({ file, line: lineOf(text, index), message });
    }
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const files = treeFiles(root);
  const findings = [...escapes(root, files), ...folderCycles(root, files), ...kernelBounds(root, files)];
  for (const { file, line, message } of findings) console.error(`${file}:${line}: ${message}`);
  if (findings.length > 0) {
    console.error(`checkTree: ${findings.length} finding(s). Keep every path inside the repository, folders importing one way, and the kernel's bounds.`);
    process.exit(1);
  }
}
