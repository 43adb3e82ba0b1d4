import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginPageUrl } from '../../src/kernel/contract/memberPaths.ts';
import { testService } from './harness.ts';
import { SHOPPER, signedIn } from './securityClient.ts';

/** The element's opening tag on a served page. */
async function element(response: Response): Promise<string> {
  assert.equal(response.status, 200);
  return /<member-login-popup [^>]*>/.exec(await response.text())?.[0] ?? '';
}

describe('member pages of the login page shapes (spec section 2)', () => {
  it('serves the region’s login-signup page and its test variant: the element in page mode, in that region', async () => {
    const { client } = await testService();
    const browser = client();
    for (const shape of ['login-signup', 'login-signup-test'] as const) {
      const url = new URL(loginPageUrl('/cart', { shape, region: 'my', bizScene: 'cart' }), 'http://localhost');
      assert.equal(url.pathname, `/wow/gcp/my/member/${shape}`);
      const tag = await element(await browser.fetch(`${url.pathname}${url.search}`));
      assert.match(tag, /region="my"/);
      assert.match(tag, /display="page"/);
      assert.match(tag, /route="Login"/);
      assert.match(tag, /public-key="/);
    }
  });

  it('sends a login-signup page without a return address to the dashboard afterwards', async () => {
    const { client } = await testService();
    const response = await client().fetch('/wow/gcp/th/member/login-signup', { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/wow/gcp/th/member/login-signup?redirect=%2Fuser%2Faccount');
  });

  it('keeps the other parameters of a member page without a return address (bizScene, spm) when it adds the dashboard', async () => {
    const { client } = await testService();
    for (const page of ['/wow/gcp/th/member/login-signup', '/user/login']) {
      const response = await client().fetch(`${page}?bizScene=cart&spm=home.header`, { redirect: 'manual' });
      assert.equal(response.headers.get('location'), `${page}?bizScene=cart&spm=home.header&redirect=%2Fuser%2Faccount`, page);
    }
  });

  it('knows only the regions it serves', async () => {
    const { client } = await testService();
    for (const region of ['xx', 'SG', 'bd']) {
      assert.equal((await client().fetch(`/wow/gcp/${region}/member/login-signup?redirect=/`)).status, 404, region);
    }
  });

  it('opens ForgetPassword at /user/forget-password and Registry at /user/register', async () => {
    const { client } = await testService();
    const browser = client();
    assert.match(await element(await browser.fetch('/user/forget-password?redirect=/')), /route="ForgetPassword"/);
    assert.match(await element(await browser.fetch('/user/register?redirect=/')), /route="Registry"/);
    assert.match(await element(await browser.fetch('/user/login?redirect=/')), /route="Login"/);
  });
});

describe('help pages (spec section 2)', () => {
  it('the registration-failure page links customer service to the help centre, which links its live-up page', async () => {
    const { client } = await testService();
    const browser = client();
    assert.match(await (await browser.fetch('/user/close-account/registration-failure')).text(), /<a href="\/helpcenter">contact customer service<\/a>/);
    const help = await browser.fetch('/helpcenter');
    assert.equal(help.status, 200);
    assert.match(await help.text(), /<a href="\/helpcenter\/liveup">/);
    assert.equal((await browser.fetch('/helpcenter/liveup')).status, 200);
  });

  it('the demo pages point the element’s static links at this origin in development', async () => {
    const { client } = await testService();
    assert.match(await element(await client().fetch('/user/login?redirect=/')), /main-site="http:\/\/localhost"/);
  });
});

describe('the member pages of issue 25', () => {
  it('opens the change-password page when logged in, and the login page that leads there otherwise', async () => {
    const service = await testService();
    const visitor = await service.client().fetch('/user/change-password');
    assert.equal(visitor.status, 302);
    const login = new URL(visitor.headers.get('location') ?? '', 'http://localhost');
    assert.equal(login.pathname, '/user/login');
    assert.equal(login.searchParams.get('redirect'), '/user/profile#/password/change');
    const member = await signedIn(service, SHOPPER);
    const page = await member.fetch('/user/change-password');
    assert.deepEqual([page.status, page.headers.get('location')], [302, '/user/profile#/password/change']);
  });

  it('serves the guest sign-up page: the Registry screen with guest=1 in its query and the orders list as its redirect', async () => {
    const service = await testService();
    const shopper = service.client();
    const first = await shopper.fetch('/user/guest-register?spm=a.b');
    assert.equal(first.status, 302);
    const next = new URL(first.headers.get('location') ?? '', 'http://localhost');
    assert.deepEqual(
      [next.pathname, next.searchParams.get('guest'), next.searchParams.get('redirect'), next.searchParams.get('spm')],
      ['/user/guest-register', '1', '/user/profile#/orders', 'a.b'],
    );
    const page = await shopper.fetch(`${next.pathname}${next.search}`);
    assert.match(await element(page), /route="Registry"/);
  });
});
