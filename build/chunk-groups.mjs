// Which of esbuild's output chunks merge-chunks.mjs merges into one file: chosen by the moments of
// the pages the elements make, not by hand.
//
// A moment is what a page holds once it has fetched some entries (its element's, then the popup's,
// then the later screens' and the flows'; see `MOMENTS` in build/lazy-units.mjs): the static closure
// of their output files. Groups of files are merged, greedily, best first, while that pays over all
// moments: in each moment that holds both, the page saves a request, a file's compression and the
// import and export lists between them (`overhead` bytes); in each moment that holds one only, it
// fetches the other's bytes for nothing; each moment's bytes count by its weight. The first moment
// (the popup's page by its load event) never grows. Merges that would make files import each other in a circle are not made, nor merges
// of entry chunks that export the same name (an entry keeps its exports), nor merges that would
// make a `fixed` entry (the module API, define.js) fetch a lazy part's entry chunk. The page entries
// stay as they are: another entry imports what they import, without their side effects. A file
// that no moment holds stays alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Bytes a page saves, per moment, when two files it fetches are one: a file's gzip overhead and the
 * import and export lists between files (measured on the way to a password login: 11 files gzip to
 * 123.4 KB on their own, to 118.9 KB concatenated, to 115.0 KB without their import and export
 * statements). With 150 the way to Login keeps 8 files; 400 and more give the same 6.
 */
export const MERGE_OVERHEAD = 400;

/**
 * @param {{ metafile: import('esbuild').Metafile, moments: string[][], weights?: number[], fixed?: string[], overhead?: number, cwd?: string }} options
 *   `moments`: the moments that count, each the source entries (as in esbuild's `entryPoint`) a page has
 *   fetched by then, its first the page's own entry; `weights`: how much each moment counts (default 1);
 *   `keep`: how many of the first moments no merge may grow (default 1: the page's first download); `fixed`: entries (the module API, a registration without side effects) whose download no merge may grow
 * @returns {string[][]} the groups to merge (output paths as in the metafile), each of two files or more
 */
export function chunkGroups({ metafile, moments, weights = moments.map(() => 1), keep = 1, fixed = [], overhead = MERGE_OVERHEAD, cwd = process.cwd() }) {
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js')));
  const files = Object.keys(outputs);
  const staticImports = (file) => outputs[file].imports.filter((entry) => entry.kind === 'import-statement').map((entry) => entry.path);
  const closure = (roots) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !outputs[file]) return;
      seen.add(file);
      for (const next of staticImports(file)) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };

  // Every moment: what the page holds once it has fetched the entries of `moments` (source paths).
  const outputOf = (entry) => {
    const file = files.find((candidate) => outputs[candidate].entryPoint === entry);
    if (!file) throw new Error(`chunk-groups: no output for the entry ${entry}`);
    return file;
  };
  const roots = new Set([...moments.map((entries) => outputOf(entries[0])), ...fixed.map(outputOf)]);
  const held = moments.map((entries) => closure(entries.map(outputOf)));
  // What the first moment fetches: no merge may add to it. What the fixed entries fetch: no merge may
  // add a lazy part's entry chunk to it (shared code may come along).
  const kept = held.slice(0, keep);
  const fixedHeld = fixed.map((entry) => closure([outputOf(entry)]));

  const size = new Map(files.map((file) => [file, gzipSync(readFileSync(path.resolve(cwd, file)), { level: 9 }).length]));
  /** Groups: mergeable outputs reached by some moment, each alone at first. */
  let groups = files
    .filter((file) => !roots.has(file) && held.some((moment) => moment.has(file)))
    .map((file) => ({ members: [file], exports: outputs[file].entryPoint ? outputs[file].exports : [], bytes: size.get(file) }));
  const groupOf = new Map();
  for (const group of groups) groupOf.set(group.members[0], group);
  const node = (file) => groupOf.get(file) ?? file;

  /** Whether the files would still import each other in one direction only with `a` and `b` one file. */
  const acyclicWith = (a, b) => {
    const merged = (file) => (node(file) === b ? a : node(file));
    const state = new Map();
    const cyclic = (current) => {
      state.set(current, 'open');
      const members = typeof current === 'string' ? [current] : current === a ? [...a.members, ...b.members] : current.members;
      for (const member of members) {
        for (const next of staticImports(member).map(merged)) {
          if (next === current) continue;
          if (state.get(next) === 'open') return true;
          if (!state.has(next) && cyclic(next)) return true;
        }
      }
      state.set(current, 'done');
      return false;
    };
    return !cyclic(a);
  };

  const present = (group) => held.map((moment) => group.members.some((member) => moment.has(member)));
  for (;;) {
    let best;
    const presence = new Map(groups.map((group) => [group, present(group)]));
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const [a, b] = [groups[i], groups[j]];
        if (a.exports.some((name) => b.exports.includes(name))) continue;
        const [inA, inB] = [presence.get(a), presence.get(b)];
        let gain = 0;
        const has = (group, moment) => group.members.some((member) => moment.has(member));
        const blocked =
          kept.some((moment) => has(a, moment) !== has(b, moment)) ||
          fixedHeld.some((moment) => (has(a, moment) && !has(b, moment) && b.exports.length > 0) || (has(b, moment) && !has(a, moment) && a.exports.length > 0));
        held.forEach((_, index) => {
          const weight = weights[index] ?? 1;
          if (inA[index] && inB[index]) gain += overhead * weight;
          else if (inA[index] || inB[index]) {
            gain -= (inA[index] ? b.bytes : a.bytes) * weight;
          }
        });
        if (!blocked && gain > 0 && (!best || gain > best.gain) && acyclicWith(a, b)) best = { a, b, gain };
      }
    }
    if (!best) break;
    const { a, b } = best;
    a.members.push(...b.members);
    a.exports = [...a.exports, ...b.exports];
    a.bytes += b.bytes;
    for (const member of b.members) groupOf.set(member, a);
    groups = groups.filter((group) => group !== b);
  }
  return groups.filter((group) => group.members.length > 1).map((group) => group.members);
}
