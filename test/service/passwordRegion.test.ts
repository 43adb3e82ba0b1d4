import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testService } from './harness.ts';

/** A verified reset token for the shopper's phone (81234567, Singapore). */
async function resetToken(service: Awaited<ReturnType<typeof testService>>, browser: ReturnType<Awaited<ReturnType<typeof testService>>['client']>): Promise<string> {
  const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: '81234567' }, { method: 'GET' });
  const token = String(applied.data?.token);
  await browser.gateway('sendVerificationSms', { token, type: 'RESET_PASSWORD', phone: '81234567' });
  const code = service.outbox.list()[0]?.code ?? '';
  const verified = await browser.gateway('verifyPhoneCode', { type: 'RESET_PASSWORD', token, code, phone: '81234567' });
  return String(verified.data?.token);
}

async function reset(browser: ReturnType<Awaited<ReturnType<typeof testService>>['client']>, token: string, password: string, region: string) {
  const response = await browser.fetch('/user/api/resetPassword', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': await browser.csrfToken(), 'X-Member-Region': region },
    body: JSON.stringify({ token, password: await browser.encrypt(password) }),
  });
  return (await response.json()) as { success: boolean; errorCode?: { key: string } };
}

describe('new passwords by region (spec section 5)', () => {
  it('accepts the local rule’s password from Indonesia, and refuses it from Singapore', async () => {
    const service = await testService();
    const browser = service.client();
    const token = await resetToken(service, browser);
    // An underscore and 24 characters: the generic rule refuses both, the local rule takes them.
    assert.equal((await reset(browser, token, 'kata_sandi_yang_panjang_24', 'sg')).errorCode?.key, 'PL-USER-PASSWORD-RULES');
    assert.equal((await reset(browser, token, 'kata_sandi_yang_panjang_24', 'id')).success, true);
  });

  it('refuses a password with a space in Malaysia', async () => {
    const service = await testService();
    const browser = service.client();
    const token = await resetToken(service, browser);
    assert.equal((await reset(browser, token, 'kata laluan 2024!', 'my')).errorCode?.key, 'PL-USER-PASSWORD-RULES');
  });
});

describe('an Indonesian member’s long password (issue 35)', () => {
  it('logs in with the password past 20 characters that the local rule let them set', async () => {
    const service = await testService();
    const browser = service.client();
    const token = await resetToken(service, browser);
    assert.equal((await reset(browser, token, 'sangat-panjang-sekali-2024!', 'id')).success, true);
    const login = service.client();
    login.headers['X-Member-Region'] = 'sg';
    assert.equal((await login.login('81234567', 'sangat-panjang-sekali-2024!')).body.success, true);
  });
});
