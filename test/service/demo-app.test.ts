import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createMemberApi } from '../../service/api.ts';
import { testService } from './harness.ts';

describe('demo origin', () => {
  let distDir: string;
  let app: Awaited<ReturnType<typeof testService>>['app'];

  before(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'mlp-dist-'));
    await writeFile(path.join(distDir, 'member-login-popup.js'), 'export {};');
    ({ app } = await testService({ distDir, config: { now: () => 1_800_000_000_000 } }));
  });
  after(() => rm(distDir, { recursive: true, force: true }));

  it('serves the example host page with its header links and the element', async () => {
    const response = await app.request('/');
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.match(page, /<a href="\/user\/login" data-member-login>Login<\/a>/);
    assert.match(page, /<a href="\/user\/register" data-member-signup>Sign up<\/a>/);
    assert.match(page, /<member-login-popup public-key="[A-Za-z0-9+/=]{300,}" [^>]*id="popup" variation="pop"><\/member-login-popup>/);
    assert.match(
      page,
      /google-client-id="demo-google-client" google-auth-url="\/__dev\/google\/authorize" facebook-app-id="demo-facebook-app" facebook-sdk-url="\/__dev\/facebook\/sdk.js"/,
    );
  });

  it('serves the member pages with the element opened on their route', async () => {
    for (const [url, route] of [
      ['/user/login', 'Login'],
      ['/user/register', 'Registry'],
    ] as const) {
      const bare = await app.request(url);
      assert.equal(bare.status, 302);
      assert.equal(bare.headers.get('location'), `${url}?redirect=%2Fuser%2Faccount`, 'after login: the dashboard');
      const page = await (await app.request(`${url}?redirect=/cart`)).text();
      assert.match(page, new RegExp(`<member-login-popup public-key="[^"]+" [^>]*display="page" route="${route}"`));
    }
  });

  it('serves the bundle as JavaScript', async () => {
    const response = await app.request('/dist/member-login-popup.js');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
  });

  it('answers the server time, uncached', async () => {
    const response = await app.request('/time');
    assert.deepEqual(await response.json(), { serverTime: 1_800_000_000_000 });
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  it('serves an experiment config for every region', async () => {
    for (const region of ['sg', 'my', 'ph', 'th', 'id', 'vn']) {
      const config = (await (await app.request(`/experiments/${region}.json`)).json()) as { buckets: { percent: number }[] };
      assert.equal(
        config.buckets.reduce((sum, bucket) => sum + bucket.percent, 0),
        100,
        region,
      );
    }
  });

  it('serves nothing outside its folders', async () => {
    for (const url of [
      '/dist/../package.json',
      '/dist/%2e%2e/package.json',
      '/experiments/../../package.json',
      '/service/app.ts',
      '/examples/member-service/app.ts',
      '/examples/../package.json',
    ]) {
      const response = await app.request(url);
      assert.equal(response.status, 404, url);
    }
  });
});

describe('the member service without the demo', () => {
  it('answers the member API, its own pages, their stylesheet and the health check, and serves no demo page or file', async () => {
    const { app } = await createMemberApi({ config: { now: () => 1_800_000_000_000 } });
    assert.equal((await app.request('/user/api/publicKey')).status, 200);
    assert.equal((await app.request('/time')).status, 200);
    assert.equal((await app.request('/healthz')).status, 200);
    const qr = await app.request('/qr/confirm?requestId=x', { headers: { 'Sec-Fetch-Site': 'none' } });
    assert.equal(qr.status, 200);
    assert.match(await qr.text(), /<link rel="stylesheet" href="\/static\/member\/service\.css" \/>/, 'its pages are styled by its own stylesheet');
    const css = await app.request('/static/member/service.css');
    assert.deepEqual([css.status, css.headers.get('content-type')], [200, 'text/css; charset=utf-8']);
    for (const url of ['/', '/user/login?redirect=%2F', '/user/account', '/terms-of-use', '/dist/member-login-popup.js', '/examples/site.css', '/experiments/ab.json']) {
      assert.equal((await app.request(url)).status, 404, url);
    }
  });
});
