/**
 * Server-side rendering: every entry the package exports imports in Node (no DOM) without throwing,
 * registers nothing there, and the module API's DOM-free functions work. Runs on the built `dist/`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exportsMap = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | { default?: string }> }).exports;
/** The package's JavaScript entries, as hosts import them. */
const entries = Object.entries(exportsMap).flatMap(([name, target]) => {
  const file = typeof target === 'string' ? target : target.default;
  return file?.endsWith('.js') ? [[name, file] as const] : [];
});

describe('importing the package in Node', () => {
  it('has the four JavaScript entries: the popup, the member area, define and the module API', () => {
    assert.deepEqual(
      entries.map(([name]) => name),
      ['.', './account', './define', './api'],
    );
  });

  it('./account imports without a DOM and registers nothing', async () => {
    const module = (await import(pathToFileURL(path.join(root, 'dist/member-account.js')).href)) as { ACCOUNT_TAG_NAME: string; MemberAccount: unknown };
    assert.equal(module.ACCOUNT_TAG_NAME, 'member-account');
    assert.equal(typeof module.MemberAccount, 'function');
  });

  for (const [name, file] of entries.filter(([entry]) => entry !== './account')) {
    it(`${name} imports without a DOM and its define() registers nothing`, async () => {
      assert.equal(typeof (globalThis as { HTMLElement?: unknown }).HTMLElement, 'undefined');
      const module = (await import(pathToFileURL(path.join(root, file)).href)) as { define: (tag?: string) => unknown; TAG_NAME: string };
      assert.equal(module.TAG_NAME, 'member-login-popup');
      assert.equal(module.define(), undefined);
      assert.equal(module.define('shop-login'), undefined);
    });
  }

  it("the module API's functions that need no page work on the server", async () => {
    const api = (await import(pathToFileURL(path.join(root, 'dist/index.js')).href)) as typeof import('../../src/index.ts');
    assert.equal(api.parseRegion('my'), 'my');
    assert.equal(api.formatPreference('sg', 'en'), 'SG|en|SGD|702');
    assert.deepEqual(api.parsePreference('MY|ms|MYR|458'), { region: 'my', language: 'ms' });
    assert.equal(api.checkField('loginName', 'shopper@example.com'), undefined);
    assert.ok(api.checkField('loginName', ''), 'an empty login name is refused');
  });
});
