// After esbuild: merges groups of output chunks into one file each (which groups: chunk-groups.mjs).
//
// esbuild gives every set of entry points that share a module a chunk of its own and has no minimum
// chunk size (evanw/esbuild#2419, #3780), so a build with two elements and their lazy parts cuts the
// way to Login into two dozen files, nine of them under 0.5 KB: each is a request, and each is
// compressed on its own with its import and export lists. This step bundles each group again with
// esbuild (the chunks' own ESM as input, their source maps followed): the members become one scope,
// a member's imports of another member disappear, and the imports of other groups are rewritten to
// the names those groups export. Every output file keeps its meaning: an entry keeps its name and
// its exports, a dynamic `import()` names the file that now holds its entry chunk (and starts the
// files that file imports, join-imports.mjs), and a file a page reaches through another is named by
// a hash of what it holds and of the layout.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { joinImports, parallelImports } from './join-imports.mjs';

const PROXY = 'merge-chunks-proxy';

/** `./x.js` from the file `from` to the file `to` (both absolute). */
function relativeSpecifier(from, to) {
  const relative = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const KEYWORDS = new Set(['do', 'if', 'in', 'as', 'of', 'for', 'let', 'new', 'try', 'var', 'int', 'get', 'set']);
/** The `index`th short name: a … z, A … Z, then two letters and more. */
function shortName(index) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  let rest = index;
  do {
    name = letters[rest % letters.length] + name;
    rest = Math.floor(rest / letters.length) - 1;
  } while (rest >= 0);
  return name;
}

/**
 * Merges `groups` (arrays of output paths, as the metafile names them) of the build whose metafile
 * is `metafile`, in place. The entry chunks of a group keep their exports (so theirs must differ);
 * every other output stays what it is, with its imports rewritten. Returns the metafile of the outputs as they are now (its inputs:
 * the source modules each output holds, as esbuild counted them).
 * @param {{ metafile: import('esbuild').Metafile, groups: string[][], minify?: boolean, cwd?: string }} options
 * @returns {Promise<import('esbuild').Metafile>}
 */
export async function mergeChunks({ metafile, groups, minify = true, cwd = process.cwd() }) {
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js')));
  const absolute = (file) => path.resolve(cwd, file);
  /** Output path (as in the metafile) → the group it is in: merged groups, and every other output alone. */
  const groupOf = new Map();
  const allGroups = groups.filter((group) => group.length > 1).map((members) => ({ members }));
  for (const group of allGroups) for (const member of group.members) groupOf.set(member, group);
  for (const file of Object.keys(outputs)) {
    if (groupOf.has(file)) continue;
    const alone = { members: [file] };
    allGroups.push(alone);
    groupOf.set(file, alone);
  }
  const byAbsolute = new Map(Object.keys(outputs).map((file) => [absolute(file), file]));

  // What the other files import of each output (`import{a as b}from"./x.js"`): a merged file exports
  // only that, and an entry's exports; what only its own members used becomes internal.
  const importedNames = new Map(Object.keys(outputs).map((file) => [file, new Set()]));
  const importedBy = new Map(Object.keys(outputs).map((file) => [file, new Set()]));
  for (const file of Object.keys(outputs)) {
    const text = await readFile(absolute(file), 'utf8');
    for (const [, names = '', specifier = ''] of text.matchAll(/\bimport\s*(?:\{([^}]*)\}\s*from\s*)?["']([^"']+)["']/g)) {
      const target = byAbsolute.get(path.resolve(path.dirname(absolute(file)), specifier));
      if (!target) continue;
      importedBy.get(target).add(file);
      for (const name of names
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0])
        .filter(Boolean))
        importedNames.get(target).add(name);
    }
    for (const entry of outputs[file].imports) importedBy.get(entry.path)?.add(file);
  }
  // Every file that a page reaches through another is named by what it holds and by the layout (a
  // new merge, a new name); the entries a page loads by name keep theirs.
  const layout = JSON.stringify(allGroups.map((group) => group.members.map((file) => path.basename(file)).sort()).sort());
  for (const group of allGroups) {
    group.entries = group.members.filter((file) => outputs[file].entryPoint);
    const names = group.entries.flatMap((file) => outputs[file].exports);
    if (new Set(names).size < names.length) throw new Error(`merge-chunks: entries that export the same name: ${group.entries.join(', ')}`);
    const [first = ''] = group.members;
    if (group.members.length === 1 && importedBy.get(first).size === 0) {
      group.file = first;
    } else {
      const hash = createHash('sha256')
        .update(layout)
        .update('\n')
        .update(group.members.map((file) => path.basename(file)).join('\n'))
        .digest('base64url');
      const tag = hash.replace(/[-_]/g, '').slice(0, 8).toUpperCase();
      const [entry] = group.entries;
      const base = entry ? path.basename(entry, '.js').replace(/-[A-Z0-9]+$/, '') : 'chunk';
      group.file = path.join(path.dirname(entry ?? first), `${base}-${tag}.js`);
    }
  }
  // The names a group's file exports: an entry's own, and a short one for each export of its other
  // members that a file outside the group imports.
  for (const group of allGroups) {
    group.names = new Map();
    const taken = new Set(group.entries.flatMap((file) => outputs[file].exports));
    let next = 0;
    for (const member of group.members) {
      const outside = [...importedBy.get(member)].some((importer) => groupOf.get(importer) !== group);
      for (const name of outputs[member].exports) {
        if (group.entries.includes(member)) group.names.set(`${member}\n${name}`, name);
        else if (outside && importedNames.get(member).has(name)) {
          let short;
          do short = shortName(next++);
          while (taken.has(short) || KEYWORDS.has(short));
          group.names.set(`${member}\n${name}`, short);
        }
      }
    }
  }
  /** The name under which `member`'s export `name` is reached in its group's file, if it is exported. */
  const exportedAs = (member, name) => groupOf.get(member).names.get(`${member}\n${name}`);
  /** `member`'s exports that its group's file exports, as `[name, exported as]`. */
  const exported = (member) => outputs[member].exports.flatMap((name) => (exportedAs(member, name) === undefined ? [] : [[name, exportedAs(member, name)]]));

  /** The groups whose files a group's file imports, directly or not, itself included. */
  const staticClosure = (start) => {
    const seen = new Set();
    const visit = (group) => {
      if (seen.has(group)) return;
      seen.add(group);
      for (const member of group.members)
        for (const entry of outputs[member].imports) if (entry.kind === 'import-statement' && groupOf.has(entry.path)) visit(groupOf.get(entry.path));
    };
    visit(start);
    return seen;
  };

  const groupAt = new Map(allGroups.map((group) => [absolute(group.file), group]));

  const merged = { inputs: metafile.inputs, outputs: {} };
  for (const group of allGroups) {
    const outfile = absolute(group.file);
    const exportLines = group.members.map((member) =>
      exported(member).length
        ? `export { ${exported(member)
            .map(([name, as]) => `${name} as ${as}`)
            .join(', ')} } from ${JSON.stringify(absolute(member))};`
        : `import ${JSON.stringify(absolute(member))};`,
    );
    const result = await build({
      stdin: { contents: exportLines.join('\n'), resolveDir: cwd, sourcefile: path.basename(group.file) },
      bundle: true,
      format: 'esm',
      target: 'es2022',
      minify,
      sourcemap: 'linked',
      legalComments: 'linked',
      outfile,
      write: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [
        {
          name: 'merge-chunks',
          setup(pluginBuild) {
            pluginBuild.onResolve({ filter: /.*/ }, (args) => {
              if (args.namespace === PROXY) return { path: args.path, external: true };
              const target = path.isAbsolute(args.path) ? args.path : path.resolve(args.resolveDir, args.path);
              const file = byAbsolute.get(target);
              if (!file) return undefined;
              const targetGroup = groupOf.get(file);
              if (targetGroup === group) return { path: target };
              const specifier = relativeSpecifier(outfile, absolute(targetGroup.file));
              if (args.kind === 'dynamic-import') {
                if (!targetGroup.entries.includes(file)) throw new Error(`merge-chunks: import() of ${file}, which is no entry`);
                return { path: specifier, external: true };
              }
              return { path: file, namespace: PROXY, pluginData: { specifier } };
            });
            // Another group's member: its exports, under their names in that group's file.
            pluginBuild.onLoad({ filter: /.*/, namespace: PROXY }, ({ path: file, pluginData }) => ({
              contents: exported(file).length
                ? `export { ${exported(file)
                    .map(([name, as]) => `${as} as ${name}`)
                    .join(', ')} } from ${JSON.stringify(pluginData.specifier)};`
                : `import ${JSON.stringify(pluginData.specifier)};`,
              loader: 'js',
            }));
            // A member: its legal comments back in place of the pointer to their file, so that the
            // merged file's list of them has them all.
            pluginBuild.onLoad({ filter: /\.js$/ }, async ({ path: file }) => {
              if (!byAbsolute.has(file)) return undefined;
              let contents = await readFile(file, 'utf8');
              const legal = `${file}.LEGAL.txt`;
              const text = await readFile(legal, 'utf8').catch(() => undefined);
              if (text !== undefined) contents = contents.replace(/\/\*! For license information please see [^*]*\*\/\n?/, `/*!\n${text.replaceAll('*/', '* /')}\n*/\n`);
              return { contents, loader: 'js' };
            });
          },
        },
      ],
    });
    for (const { path: file, text } of result.outputFiles) {
      if (file.endsWith('.js.map')) continue;
      if (file !== outfile) await writeFile(file, text);
      else if (!minify) await writeFile(file, text);
      else {
        const mapFile = result.outputFiles.find((other) => other.path === `${file}.map`);
        const joined = joinImports(text, mapFile ? JSON.parse(mapFile.text) : undefined);
        const { code, map } = parallelImports(joined.code, joined.map, (specifier) => {
          const target = groupAt.get(path.resolve(path.dirname(outfile), specifier));
          if (!target) return [];
          const here = staticClosure(group);
          return [...staticClosure(target)].filter((other) => other !== target && !here.has(other)).map((other) => relativeSpecifier(outfile, absolute(other.file)));
        });
        await writeFile(file, code);
        if (map) await writeFile(`${file}.map`, JSON.stringify(map));
      }
    }
    if (!minify) {
      const mapFile = result.outputFiles.find((other) => other.path === `${outfile}.map`);
      if (mapFile) await writeFile(mapFile.path, mapFile.text);
    }
    const [output] = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
    if (!output) throw new Error(`merge-chunks: no output for ${group.file}`);
    // The source modules it holds, as the first build counted them.
    const inputs = {};
    for (const member of group.members) Object.assign(inputs, outputs[member].inputs);
    merged.outputs[group.file] = {
      ...output[1],
      inputs,
      entryPoint: group.entries.length ? outputs[group.entries[0]].entryPoint : undefined,
      imports: output[1].imports.map((entry) => ({ ...entry, path: path.relative(cwd, path.resolve(path.dirname(outfile), entry.path)) })),
    };
    if (!group.entries.length) delete merged.outputs[group.file].entryPoint;
  }
  // The members' own files, now merged into others.
  const written = new Set(allGroups.map((group) => group.file));
  const stale = Object.keys(outputs).filter((file) => !written.has(file));
  await Promise.all(stale.flatMap((file) => ['', '.map', '.LEGAL.txt'].map((suffix) => rm(absolute(file + suffix), { force: true }))));
  return merged;
}
