/** What the account-security tests share: the demo member, its browsers, and the verification answered. */
import assert from 'node:assert/strict';
import { SECURITY, VERIFICATION_NEEDED } from '../../src/kernel/contract/security.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import type { GatewayResult, TestClient, testService } from './harness.ts';

export const MEMBER = 'security@example.com';
export const MEMBER_PHONE = '+6581234568';
export const SHOPPER = 'shopper@example.com';
export const call = (name: keyof typeof SECURITY) => SECURITY[name].api;
export const ok = (answer: GatewayResult) => assert.match(answer.ret, /^SUCCESS::/, answer.ret);
export const MINUTE = 60_000;

export type Service = Awaited<ReturnType<typeof testService>>;

/** Logs `loginName` in, in a new browser unless `browser` is given (a device logging in again). */
export async function signedIn(service: Service, loginName = MEMBER, userAgent?: string, browser = service.client()): Promise<TestClient> {
  if (userAgent) browser.headers['User-Agent'] = userAgent;
  const { body } = await browser.login(loginName, DEMO_PASSWORD);
  assert.equal(body.success, true, JSON.stringify(body));
  return browser;
}

/** The answer is "verification needed": its token and verify URL in `data`. */
export function neededToken(answer: GatewayResult): string {
  assert.match(answer.ret, new RegExp(`^${VERIFICATION_NEEDED}::For your security, please verify it's you\\.$`), answer.ret);
  assert.equal(answer.data?.tokenType, VERIFICATION_NEEDED);
  const token = String(answer.data?.token);
  assert.equal(answer.data?.verifyUrl, `/user/second-verification?token=${encodeURIComponent(token)}&type=${VERIFICATION_NEEDED}`);
  return token;
}

export const byPassword = async (browser: TestClient, token: string) =>
  browser.gateway(call('checkVerification'), { token, method: 'password', encryptPassword: await browser.encrypt(DEMO_PASSWORD) });

/** Runs `name` once, verifies the "verification needed" it answers by password, and runs it again. */
export async function verifiedCall(browser: TestClient, name: keyof typeof SECURITY, data: object): Promise<GatewayResult> {
  const token = neededToken(await browser.gateway(call(name), data));
  assert.equal((await byPassword(browser, token)).data?.state, 'VERIFIED');
  return browser.gateway(call(name), data);
}

/** The newest message the outbox has for `address` (e-mail or phone) on `channel`. */
export function newest(service: Service, address: string, channel: string) {
  const found = service.outbox.list(address).find((entry) => entry.channel === channel);
  assert.ok(found, `a ${channel} message to ${address}`);
  return found;
}

export const pathOf = (link: string | undefined) => {
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
};
export const userOf = async (service: Service, email: string) => {
  const user = await service.deps.storage.users.byEmail(email);
  assert.ok(user);
  return user;
};
/** Changes the password with the current one (the demo password) to `Brand9new!x`. */
export const changePassword = async (browser: TestClient, signOutOthers: boolean) =>
  browser.gateway(call('changePassword'), {
    currentPassword: await browser.encrypt(DEMO_PASSWORD),
    newPassword: await browser.encrypt('Brand9new!x'),
    signOutOthers,
  });

/** The methods a verification offers, by name, in its order. */
export const methodsOf = (answer: GatewayResult) => ((answer.data?.methods ?? []) as { method: string }[]).map((option) => option.method);
export const signedOut = async (browser: TestClient) => assert.match((await browser.gateway(call('overview'), {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED/);
