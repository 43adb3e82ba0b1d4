/**
 * The element's built files (`dist/`) as a CDN serves them: the brotli or gzip copy the build made
 * beside each file (build/dist-assets.mjs), chosen by the request's `Accept-Encoding` (with `Vary`),
 * never compressed per request; a content-hashed file (`chunks/name-HASH.js`) cached for a year as
 * immutable; the files whose names stay the same from build to build (the entries, the manifest)
 * revalidated on every use, by their ETag. And the `modulepreload` links of a page's critical files,
 * read from the build's manifest.
 */
import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A year: a hashed file's content never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file whose name is reused by the next build: kept, but asked again (cheaply, by its ETag) on every use. */
export const REVALIDATED = 'public, no-cache';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
/** The encodings the build makes, in the order they are preferred (brotli is the smaller). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A name with esbuild's content hash (`[name]-[hash]`: eight capitals and digits), then its extensions. */
const HASHED = /-[A-Z0-9]{8}\.[A-Za-z.]+$/;

/** The q-value `Accept-Encoding` gives `name` (0: not acceptable), RFC 9110 §12.5.3. */
export function acceptedQuality(header: string | undefined, name: string): number {
  if (!header) return 0;
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    const value = Number.isFinite(quality) ? Math.min(1, Math.max(0, quality)) : 0;
    if (coding.trim() === name) return value;
    if (coding.trim() === '*') wildcard = value;
  }
  return wildcard ?? 0;
}

async function fileSize(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const found = await stat(file);
    return found.isFile() ? { size: found.size, mtimeMs: found.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Serves `GET|HEAD /dist/*` from `distDir`. */
export function distFiles(distDir: string) {
  const root = path.resolve(distDir);
  return async (c: Context) => {
    let relative: string;
    try {
      relative = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/dist\//, ''));
    } catch {
      return c.notFound();
    }
    const file = path.resolve(root, relative);
    const extension = path.extname(file);
    // Inside dist/ only; the compressed copies only through negotiation.
    if (!file.startsWith(`${root}${path.sep}`) || relative.includes('\0') || !(extension in TYPES)) return c.notFound();
    const plain = await fileSize(file);
    if (!plain) return c.notFound();
    let chosen: { path: string; size: number; mtimeMs: number; encoding?: string } = { path: file, ...plain };
    const accept = c.req.header('Accept-Encoding');
    const candidates = ENCODINGS.map((encoding, order) => ({ ...encoding, order, quality: acceptedQuality(accept, encoding.name) }))
      .filter((encoding) => encoding.quality > 0)
      .sort((a, b) => b.quality - a.quality || a.order - b.order);
    for (const encoding of candidates) {
      const copy = await fileSize(`${file}${encoding.suffix}`);
      if (copy) {
        chosen = { path: `${file}${encoding.suffix}`, ...copy, encoding: encoding.name };
        break;
      }
    }
    // Strong, and one per representation: the plain file's and each copy's differ.
    const etag = `"${Math.trunc(plain.mtimeMs).toString(36)}-${plain.size.toString(36)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATED,
      Vary: 'Accept-Encoding',
      ETag: etag,
    };
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    const match = c.req.header('If-None-Match');
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    headers['Content-Length'] = String(chosen.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(chosen.path)), 200, headers);
  };
}

type Manifest = Readonly<Record<string, readonly string[]>>;

/**
 * The `<link rel="modulepreload">` tags of the manifest's `moments` (each file once, in order), or
 * none when the build wrote no manifest. Read again when the manifest changes (a new build).
 */
export function preloadLinks(distDir: string) {
  const file = path.join(distDir, 'manifest.json');
  let known: { mtimeMs: number; manifest: Manifest } | undefined;
  return async (moments: readonly string[]): Promise<string> => {
    const found = await fileSize(file);
    if (!found) return '';
    if (known?.mtimeMs !== found.mtimeMs) known = { mtimeMs: found.mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as Manifest };
    const files = [...new Set(moments.flatMap((moment) => known?.manifest[moment] ?? []))];
    return files
      .filter((name) => /^[\w./-]+\.js$/.test(name) && !name.includes('..'))
      .map((name) => `<link rel="modulepreload" href="/dist/${name}" />`)
      .join('\n    ');
  };
}
