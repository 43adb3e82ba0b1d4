/**
 * How the service serves the element's build (`/dist/*`, service/demo/distFiles.ts),
 * on a real build (`buildElement`, into a folder of its own): the brotli or gzip copy the build made,
 * by the request's Accept-Encoding, with Vary; a year's immutable cache for content-hashed files and
 * revalidation (ETag, 304) for the entries; nothing outside dist/; and the modulepreload links of
 * the build's manifest on the member area's pages and the demo's.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildElement } from '../../esbuild.config.mjs';
import { acceptedQuality, IMMUTABLE, REVALIDATED } from '../../service/demo/distFiles.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';

let distDir = '';
let manifest: Record<string, string[]> = {};

before(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'mlp-dist-'));
  await buildElement({ outdir: distDir });
  manifest = JSON.parse(await readFile(path.join(distDir, 'manifest.json'), 'utf8')) as Record<string, string[]>;
});
after(() => rm(distDir, { recursive: true, force: true }));

const get = async (file: string, headers: Record<string, string> = {}) => {
  const { client } = await testService({ distDir });
  return client().fetch(`/dist/${file}`, { headers });
};

describe("the service's /dist/", () => {
  it('answers the precompressed copy the browser accepts, brotli first, with Vary, and the plain file to one that accepts neither', async () => {
    const chunk = manifest['member-account.js']?.find((file) => file.startsWith('chunks/'));
    assert.ok(chunk, 'the manifest names the member area entry’s chunks');
    const plain = await readFile(path.join(distDir, chunk));
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['identity', null],
      ['br;q=0, gzip;q=0', null],
      ['', null],
    ] as const) {
      const response = await get(chunk, accept ? { 'Accept-Encoding': accept } : {});
      assert.equal(response.status, 200, accept);
      assert.equal(response.headers.get('Content-Encoding'), encoding, accept);
      assert.equal(response.headers.get('Vary'), 'Accept-Encoding');
      assert.equal(response.headers.get('Content-Type'), 'text/javascript; charset=utf-8');
      const body = Buffer.from(await response.arrayBuffer());
      assert.equal(response.headers.get('Content-Length'), String(body.length));
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      assert.ok(decoded.equals(plain), `${accept}: the file itself`);
      if (encoding) assert.ok(body.length < plain.length / 2, `${accept}: ${body.length} of ${plain.length} bytes`);
    }
  });

  it('caches content-hashed files for a year as immutable, and has the entries revalidated by their ETag', async () => {
    const hashed = await get(manifest.dashboard?.[0] ?? '', { 'Accept-Encoding': 'br' });
    assert.equal(hashed.headers.get('Cache-Control'), IMMUTABLE);
    for (const entry of ['member-account.js', 'member-login-popup.js', 'manifest.json']) {
      const first = await get(entry, { 'Accept-Encoding': 'gzip' });
      assert.equal(first.status, 200, entry);
      assert.equal(first.headers.get('Cache-Control'), REVALIDATED, entry);
      const etag = first.headers.get('ETag');
      assert.ok(etag, entry);
      const again = await get(entry, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
      assert.equal(again.status, 304, entry);
      assert.equal((await again.arrayBuffer()).byteLength, 0);
      // The brotli copy is another representation: the gzip copy's ETag does not match it.
      assert.equal((await get(entry, { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status, 200, entry);
    }
  });

  it('serves nothing outside dist/, no compressed copy by its own name, no unknown kind of file', async () => {
    for (const file of ['../package.json', '..%2fpackage.json', '%2e%2e/package.json', 'member-account.js.br', 'chunks', 'missing.js', '%E0%A4%A.js']) {
      assert.equal((await get(file)).status, 404, file);
    }
  });

  it('puts the modulepreload links of the manifest on the member area’s pages and the demo’s', async () => {
    const { client } = await testService({ distDir });
    const browser = client();
    await browser.login('shopper@example.com', DEMO_PASSWORD);
    const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)"/g)].map((match) => match[1]);
    const account = await (await browser.fetch('/user/account')).text();
    const expected = [...new Set([...(manifest['member-account.js'] ?? []), ...(manifest.dashboard ?? []), ...(manifest['member-login-popup.js'] ?? [])])];
    assert.deepEqual(links(account), expected);
    assert.ok(account.indexOf('rel="modulepreload"') < account.indexOf('</head>'));
    const home = await (await browser.fetch('/')).text();
    assert.deepEqual(links(home), manifest['member-login-popup.js']);
  });

  it('reads Accept-Encoding as RFC 9110 does', () => {
    assert.equal(acceptedQuality('gzip;q=0.8, br', 'br'), 1);
    assert.equal(acceptedQuality('gzip;q=0.8, br', 'gzip'), 0.8);
    assert.equal(acceptedQuality('GZIP', 'gzip'), 1);
    assert.equal(acceptedQuality('*;q=0.3, br;q=0', 'br'), 0);
    assert.equal(acceptedQuality('*;q=0.3', 'gzip'), 0.3);
    assert.equal(acceptedQuality(undefined, 'gzip'), 0);
  });
});
