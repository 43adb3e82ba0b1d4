// The import statements at the head of a minified ESM file, joined: one statement a module, and none
// of the names that the file does not use. esbuild writes one statement for each module that
// imports another file, and keeps every name re-exported from one (merge-chunks.mjs bundles a group
// of files whose members import the same other files). The source map's first line is moved with
// the code after the head.

const HEAD = /^(?:import\s*(?:\{[^}]*\}\s*from\s*)?"[^"]+"\s*;)+/;
const STATEMENT = /import\s*(?:\{([^}]*)\}\s*from\s*)?"([^"]+)"\s*;/g;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one segment of a source map's mappings (Base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeSegment(values) {
  return values
    .map((number) => {
      let value = number < 0 ? (-number << 1) | 1 : number << 1;
      let text = '';
      do {
        let digit = value & 31;
        value >>>= 5;
        if (value) digit |= 32;
        text += BASE64[digit];
      } while (value);
      return text;
    })
    .join('');
}

/** `mappings` with the generated columns of its first line from `from` on moved by `by`. */
export function shiftFirstLine(mappings, from, by) {
  const [first = '', ...rest] = mappings.split(';');
  let column = 0;
  let shifted = 0;
  const segments = first
    .split(',')
    .filter(Boolean)
    .map((segment) => {
      const [delta = 0, ...others] = decodeSegment(segment);
      column += delta;
      const moved = column >= from ? column + by : Math.min(column, from + by);
      const result = encodeSegment([moved - shifted, ...others]);
      shifted = moved;
      return result;
    });
  return [segments.join(','), ...rest].join(';');
}

/**
 * esbuild writes a module's import statements where the module starts, so that a file of several
 * modules has them along its first line: they go to its head (in the order they came, which is the
 * order the files they name are evaluated in; an import statement is hoisted by the language
 * anyway), where `joinImports` joins them. Only statements of other files (`./`, `../`) that follow
 * a statement's end (`;` or `}`), on the first line (the code; a later line starts inside a
 * template literal), are moved.
 * @param {string} code a minified ESM file
 * @param {{ mappings: string } | undefined} map its source map
 */
function hoistImports(code, map) {
  const lineEnd = code.indexOf('\n');
  const firstLine = lineEnd < 0 ? code : code.slice(0, lineEnd);
  const head = HEAD.exec(firstLine)?.[0] ?? '';
  const found = [...firstLine.slice(head.length).matchAll(/(?<=[;}])import\s*(?:\{[^}"]*\}\s*from\s*)?"\.\.?\/[^"]+"\s*;/g)];
  if (!found.length) return { code, map };
  let mappings = map?.mappings;
  let rest = firstLine;
  for (const match of found.reverse()) {
    const start = head.length + (match.index ?? 0);
    const end = start + match[0].length;
    rest = rest.slice(0, start) + rest.slice(end);
    if (mappings !== undefined) mappings = shiftFirstLine(mappings, end, start - end);
  }
  const moved = found
    .reverse()
    .map((match) => match[0])
    .join('');
  // The statements go right after the head's: columns from the head's end on move by their length.
  if (mappings !== undefined) mappings = shiftFirstLine(mappings, head.length, moved.length);
  const hoisted = head + moved + rest.slice(head.length);
  return { code: hoisted + (lineEnd < 0 ? '' : code.slice(lineEnd)), map: map && { ...map, mappings } };
}

/**
 * @param {string} code a minified ESM file
 * @param {{ mappings: string } | undefined} map its source map
 * @returns {{ code: string, map: { mappings: string } | undefined }}
 */
export function joinImports(code, map) {
  ({ code, map } = hoistImports(code, map));
  const head = HEAD.exec(code)?.[0];
  if (!head) return { code, map };
  const body = code.slice(head.length);
  const used = (name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(body);
  /** Module → its imported names (`a as b`), in the order they first come. */
  const modules = new Map();
  for (const [, names, module] of head.matchAll(STATEMENT)) {
    const list = modules.get(module) ?? [];
    modules.set(module, list);
    for (const entry of (names ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const local = entry.split(/\s+as\s+/).at(-1) ?? entry;
      if (!list.includes(entry) && used(local)) list.push(entry);
    }
  }
  const joined = [...modules]
    .map(([module, names]) => (names.length ? `import{${names.join(',')}}from${JSON.stringify(module)};` : `import${JSON.stringify(module)};`))
    .join('');
  return {
    code: joined + body,
    map: map && { ...map, mappings: shiftFirstLine(map.mappings, head.length, joined.length - head.length) },
  };
}

/**
 * `code` with each `import("x")` on its first line made `(import("d").catch(…),…,import("x"))`:
 * the files `x` imports (`depsOf(specifier)`, as specifiers from this file) start coming with it,
 * instead of after it has come and been read. An import of them that fails is left to `x`'s.
 * @param {string} code a minified ESM file
 * @param {{ mappings: string } | undefined} map
 * @param {(specifier: string) => string[]} depsOf
 * @returns {{ code: string, map: { mappings: string } | undefined }}
 */
export function parallelImports(code, map, depsOf) {
  const lineEnd = code.indexOf('\n');
  const firstLine = lineEnd < 0 ? code : code.slice(0, lineEnd);
  let result = firstLine;
  let mappings = map?.mappings;
  const found = [...firstLine.matchAll(/\bimport\("([^"]+)"\)/g)].reverse();
  for (const match of found) {
    const [text, specifier = ''] = match;
    const deps = depsOf(specifier);
    if (!deps.length) continue;
    const replaced = `(${deps.map((dep) => `import(${JSON.stringify(dep)}).catch(()=>{}),`).join('')}${text})`;
    result = result.slice(0, match.index) + replaced + result.slice(match.index + text.length);
    if (mappings !== undefined) mappings = shiftFirstLine(mappings, match.index + 1, replaced.length - text.length);
  }
  return { code: result + (lineEnd < 0 ? '' : code.slice(lineEnd)), map: map && mappings !== undefined ? { ...map, mappings } : map };
}
