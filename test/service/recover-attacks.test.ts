/**
 * Attacks of issue 32 on taking an account over with a stolen session (the member's cookie and the
 * password, nothing of the owner's mailbox or phone): chained contact changes, the attacker's copy
 * of a "this wasn't me" link, a reset through a contact added in the window, a verification used
 * for two changes, the change calls as an oracle of registered addresses, and a deletion's not-me.
 * The owner always takes the account back from the contacts it had before the first change.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DELETE_CONFIRMATION } from '../../src/kernel/contract/security.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type TestClient } from './harness.ts';
import {
  MEMBER,
  MEMBER_PHONE,
  MINUTE,
  SHOPPER,
  call,
  neededToken,
  newest,
  ok,
  pathOf,
  signedIn,
  signedOut,
  userOf,
  verifiedCall,
  type Service,
} from './securityClient.ts';

const DAY = 24 * 60 * MINUTE;

/** Verifies (by password: the thief knows it) and changes the e-mail to `address` with its code. */
async function changeEmail(service: Service, browser: TestClient, address: string) {
  ok(await verifiedCall(browser, 'sendEmailChange', { email: address }));
  ok(await browser.gateway(call('confirmEmailChange'), { code: newest(service, address, 'EMAIL').code, signOutOthers: true }));
}

async function changePhone(service: Service, browser: TestClient, national: string) {
  ok(await verifiedCall(browser, 'sendPhoneChange', { phonePrefixCode: '65', phone: national, deliveryType: 'SMS' }));
  ok(await browser.gateway(call('confirmPhoneChange'), { code: newest(service, `+65${national}`, 'SMS').code, signOutOthers: true }));
}

/** The token of the newest "this wasn't me" link sent to `address`. */
function notMeToken(service: Service, address: string): string {
  const notice = service.outbox.list(address).find((entry) => entry.link?.includes('/user/not-me?token='));
  assert.ok(notice, `a notice with its link to ${address}`);
  return new URL(notice.link ?? '').searchParams.get('token') ?? '';
}

/** Whether a reset by `loginName` over `channel` delivers a code to `to`. */
async function resetReaches(service: Service, loginName: string, channel: 'EMAIL' | 'PHONE', to: string): Promise<boolean> {
  const browser = service.client();
  const before = service.outbox.list(to).length;
  const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName }, { method: 'GET' });
  const token = applied.data?.token as string;
  const sent = await browser.gateway(channel === 'EMAIL' ? 'sendVerificationEmailCode' : 'sendVerificationSms', { token, type: 'RESET_PASSWORD' });
  ok(sent);
  return service.outbox.list(to).length > before;
}

describe('attacks on taking an account over (issue 32)', () => {
  it('asks for a new verification for every change: one verification allows one change', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    await changeEmail(service, thief, 'first-thief@example.com');
    neededToken(await thief.gateway(call('sendEmailChange'), { email: 'second-thief@example.com' }));
    ok(await verifiedCall(thief, 'signOutDevices', {}));
    neededToken(await thief.gateway(call('signOutDevices'), {}));
  });

  it('keeps the original contacts as the anchor through chained e-mail changes: they hear of every one and their not-me takes the account back', async () => {
    const service = await testService();
    const owner = await signedIn(service);
    const thief = await signedIn(service);
    await changeEmail(service, thief, 'first-thief@example.com');
    await signedOut(owner);
    await changeEmail(service, thief, 'second-thief@example.com');
    const second = service.outbox.list(MEMBER).filter((entry) => /e-mail address of your Marketplace account was changed/.test(entry.text));
    assert.equal(second.length, 2, 'the original address hears of the second change too');
    assert.ok(service.outbox.list(MEMBER_PHONE).filter((entry) => entry.link).length >= 2, 'so does the original phone');
    // Each recipient its own link: the thief spending the copy at a new address does not spend the owner's.
    const thiefToken = notMeToken(service, 'second-thief@example.com');
    const ownerToken = notMeToken(service, MEMBER);
    assert.notEqual(thiefToken, ownerToken);
    assert.notEqual(notMeToken(service, MEMBER_PHONE), ownerToken);
    const owners = service.client();
    const page = await owners.submit('/user/not-me', { token: ownerToken });
    assert.equal(page.status, 200);
    const user = await userOf(service, MEMBER);
    assert.deepEqual([user.email, user.phonePrefixCode, user.phone], [MEMBER, '65', '81234568'], 'the original contacts are back');
    await signedOut(thief);
    assert.equal((await service.client().login(MEMBER, DEMO_PASSWORD)).body.success, false, 'the password the thief knows no longer works');
    assert.equal((await service.client().login('second-thief@example.com', DEMO_PASSWORD)).body.success, false);
    // The new password is set through an original contact: a link to each, none to the thief's addresses.
    const setLink = service.outbox.list(MEMBER).find((entry) => entry.link?.includes('/user/reset-password?bizToken='));
    assert.ok(setLink, 'the original address gets a link to set a new password');
    assert.equal(
      service.outbox.list('second-thief@example.com').some((entry) => entry.link?.includes('/user/reset-password')),
      false,
    );
    const bizToken = new URL(setLink.link ?? '').searchParams.get('bizToken') ?? '';
    const reset = await owners.post('resetPassword', { token: bizToken, password: await owners.encrypt('Owner9back!x') });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.equal((await service.client().login(MEMBER, 'Owner9back!x')).body.success, true);
  });

  it("does not let the thief's own not-me link hand the account to the thief", async () => {
    const service = await testService();
    const thief = await signedIn(service);
    await changeEmail(service, thief, 'thief@example.com');
    await thief.submit('/user/not-me', { token: notMeToken(service, 'thief@example.com') });
    assert.equal((await userOf(service, MEMBER)).email, MEMBER);
    assert.equal(
      service.outbox.list('thief@example.com').some((entry) => entry.link?.includes('/user/reset-password')),
      false,
      'the set-password link goes to the original contacts only',
    );
    assert.ok(service.outbox.list(MEMBER).some((entry) => entry.link?.includes('/user/reset-password?bizToken=')));
  });

  it('puts the original phone back after chained phone changes', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    await changePhone(service, thief, '91234567');
    await changePhone(service, thief, '92345678');
    await service.client().submit('/user/not-me', { token: notMeToken(service, MEMBER_PHONE) });
    const user = await userOf(service, MEMBER);
    assert.deepEqual([user.phonePrefixCode, user.phone], ['65', '81234568']);
    await signedOut(thief);
  });

  it('lets no contact added in the window recover the account (reset, verification method) until the window is over', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    await changeEmail(service, thief, 'thief@example.com');
    assert.equal(await resetReaches(service, 'thief@example.com', 'EMAIL', 'thief@example.com'), false, 'no reset code to the new address');
    assert.equal(await resetReaches(service, MEMBER_PHONE, 'PHONE', MEMBER_PHONE), true, 'the original phone still resets');
    const token = neededToken(await thief.gateway(call('signOutDevices'), {}));
    const offered = await thief.gateway(call('verification'), { token }, { method: 'GET' });
    const targets = ((offered.data?.methods ?? []) as { method: string; target?: string }[]).filter((option) => option.method.startsWith('email'));
    assert.deepEqual(targets, [], 'the new address is no verification method');
    service.clock.advance(7 * DAY + MINUTE);
    assert.equal(await resetReaches(service, 'thief@example.com', 'EMAIL', 'thief@example.com'), true, "after the window it is the account's address");
  });

  it('lets a contact added in the window recover at once when an original contact approves it (its link goes to the original contacts only)', async () => {
    const service = await testService();
    const member = await signedIn(service);
    await changeEmail(service, member, 'new-owner@example.com');
    assert.equal(await resetReaches(service, 'new-owner@example.com', 'EMAIL', 'new-owner@example.com'), false);
    assert.equal(
      service.outbox.list('new-owner@example.com').some((entry) => entry.text.includes('/user/its-me')),
      false,
      'the added address cannot approve itself',
    );
    const notice = service.outbox.list(MEMBER).find((entry) => entry.text.includes('/user/its-me?token='));
    assert.ok(notice, 'the original address can approve it');
    const path = /\/user\/its-me\?token=[\w-]+/.exec(notice.text)?.[0] ?? '';
    const owner = service.client();
    assert.match(await (await owner.fetch(path)).text(), /n\*+r@example\.com was added to your account/);
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? '';
    assert.equal((await owner.submit('/user/its-me', { token }, { csrf: false })).status, 403);
    assert.equal((await owner.submit('/user/its-me', { token })).status, 200);
    assert.equal((await owner.submit('/user/its-me', { token })).status, 410, 'once');
    service.clock.advance(MINUTE + 1000);
    assert.equal(await resetReaches(service, 'new-owner@example.com', 'EMAIL', 'new-owner@example.com'), true);
  });

  it('answers a change to a registered e-mail exactly as to a free one, and tells the registered address with the code', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const free = await verifiedCall(member, 'sendEmailChange', { email: 'free-address@example.com' });
    const taken = await member.gateway(call('sendEmailChange'), { email: SHOPPER });
    assert.equal(taken.ret, free.ret);
    assert.deepEqual(taken.data, free.data);
    const notice = newest(service, SHOPPER, 'EMAIL');
    assert.match(notice.text, /tried to add this e-mail address to another Marketplace account/);
    assert.ok(notice.code && notice.text.includes(notice.code));
    assert.match(
      (await member.gateway(call('confirmEmailChange'), { code: notice.code, signOutOthers: false })).ret,
      /^PL-USER-EMAIL-REGISTERED::This email is already registered$/,
    );
    assert.equal((await userOf(service, MEMBER)).email, MEMBER);
  });

  it('answers a change to a registered phone exactly as to a free one, and tells the registered phone with the code', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const shopper = await userOf(service, SHOPPER);
    assert.ok(shopper.phone && shopper.phonePrefixCode);
    const free = await verifiedCall(member, 'sendPhoneChange', { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' });
    const taken = await member.gateway(call('sendPhoneChange'), { phonePrefixCode: shopper.phonePrefixCode, phone: shopper.phone, deliveryType: 'SMS' });
    assert.equal(taken.ret, free.ret);
    assert.deepEqual(taken.data, free.data);
    const notice = newest(service, `+${shopper.phonePrefixCode}${shopper.phone}`, 'SMS');
    assert.match(notice.text, /tried to add this mobile number to another Marketplace account/);
    assert.match((await member.gateway(call('confirmPhoneChange'), { code: notice.code, signOutOthers: false })).ret, /^PL-USER-PHONE-TAKEN::/);
  });

  it('undoes a deletion from its not-me link: the account is usable again once its new password is set', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    ok(await verifiedCall(thief, 'requestDeletion', { confirmation: DELETE_CONFIRMATION }));
    assert.equal((await userOf(service, MEMBER)).status, 'DELETION_PENDING');
    const owner = service.client();
    await owner.submit('/user/not-me', { token: notMeToken(service, MEMBER) });
    const user = await userOf(service, MEMBER);
    assert.deepEqual([user.status, user.deletionEndsAt], ['NORMAL', null]);
    const setLink = service.outbox.list(MEMBER).find((entry) => entry.link?.includes('/user/reset-password?bizToken='));
    const bizToken = new URL(setLink?.link ?? 'http://x/').searchParams.get('bizToken') ?? '';
    assert.equal((await owner.post('resetPassword', { token: bizToken, password: await owner.encrypt('Owner9back!x') })).status, 200);
    assert.equal((await service.client().login(MEMBER, 'Owner9back!x')).body.success, true);
  });

  it('keeps the verification a refused new password came with: equal to the current one, it spends nothing', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const change = async (password: string) => member.gateway(call('changePassword'), { newPassword: await member.encrypt(password), signOutOthers: false });
    const token = neededToken(await change(DEMO_PASSWORD));
    ok(await member.gateway(call('sendVerification'), { token, method: 'sms' }));
    const { code } = newest(service, MEMBER_PHONE, 'SMS');
    assert.equal((await member.gateway(call('checkVerification'), { token, method: 'sms', code })).data?.state, 'VERIFIED');
    assert.match((await change(DEMO_PASSWORD)).ret, /^PL-USER-SAME-AS-CURRENT::/);
    ok(await change('Another9pass!x'));
    assert.equal(neededToken(await change('Third9pass!x')).length > 0, true, 'the change used it up: the next one asks again');
  });

  it('refuses a new password equal to the current one', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const same = await member.gateway(call('changePassword'), {
      currentPassword: await member.encrypt(DEMO_PASSWORD),
      newPassword: await member.encrypt(DEMO_PASSWORD),
      signOutOthers: false,
    });
    assert.match(same.ret, /^PL-USER-SAME-AS-CURRENT::/);
    assert.equal((await service.client().login(MEMBER, DEMO_PASSWORD)).body.success, true);
  });

  it('still shows the not-me page for every link of one notice, and the owner link works after the thief spent theirs', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    await changeEmail(service, thief, 'thief@example.com');
    const ownerPath = pathOf(service.outbox.list(MEMBER).find((entry) => entry.link?.includes('/user/not-me'))?.link);
    await thief.submit('/user/not-me', { token: notMeToken(service, 'thief@example.com') });
    const owner = service.client();
    assert.equal((await owner.fetch(ownerPath)).status, 200, "the owner's link is not spent by the thief's");
    assert.equal((await owner.submit('/user/not-me', { token: notMeToken(service, MEMBER) })).status, 200, "the owner's 'this wasn't me' is taken");
    assert.equal((await userOf(service, MEMBER)).email, MEMBER, "the original e-mail is the account's");
  });
});
