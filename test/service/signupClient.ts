/** What the e-mail sign-up, guest and legacy-merge tests share: the calls by name, a signed-in member, codes from the outbox. */
import { EMAIL_SIGNUP } from '../../src/kernel/contract/emailSignup.ts';
import { LEGACY } from '../../src/kernel/contract/legacyMerge.ts';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import type { GatewayResult, TestClient } from './harness.ts';
import type { Service } from './securityClient.ts';

export const GUEST = 'guest@example.com';
export const GROCERY = 'grocery@example.com';
export const LEGACY_ID = 'GR-1001';
export const LEGACY_PASSWORD = 'Grocery123!';
export const NEW_PASSWORD = 'Newbie9sea!x';

export const emailCall = (name: keyof typeof EMAIL_SIGNUP) => EMAIL_SIGNUP[name].api;
export const legacyCall = (name: keyof typeof LEGACY) => LEGACY[name].api;

export const sendRegister = (browser: TestClient, email: string) => browser.gateway(emailCall('sendEmailCode'), { type: 'OTP_REGISTER', email });
export const sendLogin = (browser: TestClient, email: string) => browser.gateway(emailCall('sendEmailCode'), { type: 'OTP_LOGIN', email });
export const register = async (browser: TestClient, email: string, code: string, password = NEW_PASSWORD) =>
  browser.gateway(emailCall('registerByEmail'), { email, code, password: await browser.encrypt(password) });
export const loginByCode = (browser: TestClient, email: string, code: string) => browser.gateway(emailCall('loginByEmailCode'), { email, code });

/** The newest code the outbox holds for `address` (empty when none: a notice, or nothing). */
export const codeFor = (service: Service, address: string) => service.outbox.list(address)[0]?.code ?? '';

export const loginResponse = (answer: GatewayResult) => answer.data?.loginResponseDTO as Record<string, unknown> & { loginNextStepActionData?: { token?: string } };

export async function orderNumbers(browser: TestClient): Promise<string[]> {
  const answer = await browser.gateway(ACCOUNT.listOrders.api, { pageSize: 50 }, { method: 'GET' });
  return ((answer.data?.orders ?? []) as { number: string }[]).map((order) => order.number);
}

/** The answer without what differs between any two calls (nothing should): status, code and message, data. */
export const shape = (answer: GatewayResult) => JSON.stringify([answer.status, answer.ret, answer.data ?? null]);
