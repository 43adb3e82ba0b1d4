/**
 * What a chunk is made of: the packages and source folders whose code it holds, by minified bytes
 * in the output (esbuild's metafile), largest first. The bench prints it for the files loaded on
 * the way to Login, so that every kilobyte there has a name.
 */
import type { Metafile } from 'esbuild';

export interface DistFile {
  /** Its path on the page, /dist/… */
  readonly file: string;
  readonly output: Metafile['outputs'][string];
  readonly gzip: number;
  readonly min: number;
}

/** `node_modules/react-dom/cjs/x.js` → `react-dom`; `src/popup/screens/Login.tsx` → `src/popup/screens`. */
export function origin(input: string): string {
  const modules = input.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = input.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? input);
  }
  return input.split('/').slice(0, -1).join('/') || input;
}

export function chunkReport(files: readonly DistFile[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return files
    .map(({ file, output, gzip, min }) => {
      const parts = new Map<string, number>();
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        parts.set(origin(input), (parts.get(origin(input)) ?? 0) + bytesInOutput);
      }
      const made = [...parts]
        .filter(([, size]) => size > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([name, size]) => `${name} ${kb(size)}`)
        .join(', ');
      return `  ${file}: ${kb(gzip)} gzipped (${kb(min)} minified): ${made}`;
    })
    .join('\n');
}
