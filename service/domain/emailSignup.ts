/**
 * Sign-up and login by e-mail code (issue 25, points 2 and 3). Whether an address has an account
 * is never told before its code: a sign-up code for an address that has one goes through the same
 * code machinery (limits, resend window, tries) with a code nobody is sent, and its owner gets a
 * notice instead; the sign-up then answers as a wrong code does. A code proves the address, so a
 * sign-up or login by it also makes the address's guest orders the member's.
 */
import { checkNewPassword } from './newPassword.ts';
import { checkField } from '../../src/kernel/rules/fieldRules.ts';
import type { Region } from '../../src/kernel/config/regions.ts';
import { EMAIL_OTP_LOGIN_TYPE, type EmailOtpType } from '../../src/kernel/contract/emailSignup.ts';
import { FORGET_PASSWORD_PATH } from '../../src/kernel/contract/memberPaths.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { maskEmail } from './account.ts';
import { readerFor, textsFor, type Reader } from './outgoingTexts.ts';
import { deliverWithinHour, sendCode, verifyCode, type CodeDeps } from './codes.ts';
import { clearPassword, limitLoginAddress, loginOutcome, oneTimeToken, type LoginDeps, type LoginOutcome } from './logins.ts';

export type EmailDeps = LoginDeps & CodeDeps;

/** The code purposes: a sign-up's and a login's. */
const PURPOSES: Readonly<Record<EmailOtpType, string>> = { OTP_REGISTER: 'EMAIL_REGISTER', OTP_LOGIN: 'EMAIL_LOGIN' };

/** What the owner of an address that has an account reads when someone asks to sign it up, in the owner's language. */
export function registerAttemptText(origin: string, reader: Pick<Reader, 'language'>): string {
  return textsFor(reader).registerAttempt(`${origin}${FORGET_PASSWORD_PATH}`);
}

/** The address in lower case, or PL-USER-EMAIL-INVALID (6-60 characters, an address). */
export function checkedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  if (checkField('email', address)) throw new Refusal('PL-USER-EMAIL-INVALID', MESSAGES.emailInvalid);
  return address;
}

/**
 * Sends a sign-up or login code to `email`. A sign-up code for an address that has an account is
 * issued and never sent (its owner gets the notice, within the address's hourly deliveries), so
 * the answer, the limits and the code step cannot tell the two apart.
 */
export async function sendEmailCode(deps: EmailDeps, request: { type: EmailOtpType; email: string; address: string; origin: string; reader: Reader }): Promise<number> {
  const to = checkedEmail(request.email);
  const owner = await deps.storage.users.byEmail(to);
  const taken = request.type === 'OTP_REGISTER' && owner !== undefined;
  const reader = readerFor(request.reader, owner);
  const codeLength = await sendCode(deps, { target: to, purpose: PURPOSES[request.type], channel: 'EMAIL', address: request.address, deliver: !taken, reader });
  if (taken) {
    const at = new Date(deps.config.now()).toISOString();
    deliverWithinHour(deps, { channel: 'EMAIL', phone: to, code: '', text: () => registerAttemptText(request.origin, reader), at });
  }
  return codeLength;
}

/** A new member of `email` (its password hashed, or none yet) with its guest orders, signed in, on to COMPLETE_PROFILE. */
async function newMember(deps: EmailDeps, email: string, passwordHash: string | null, browser: () => string, autoRegister: boolean): Promise<LoginOutcome> {
  const { storage, config } = deps;
  // A sign-up and a code login of the same new address at once (each with its own code): the
  // second insert meets the first's row, and answers as a wrong code rather than a fault.
  const user = await storage.users
    .insert({ name: maskEmail(email), email, phonePrefixCode: null, phone: null, passwordHash }, config.now())
    .catch(async (error: unknown) => {
      if (await storage.users.byEmail(email)) throw new Refusal('PL-USER-CODE-INVALID', MESSAGES.wrongCode);
      throw error;
    });
  const claimed = await storage.guestOrders.claim(email, user.id);
  const token = await oneTimeToken(deps, 'register', user.id);
  const extra = { ...(claimed ? { guestOrdersClaimed: claimed } : {}), ...(autoRegister ? { isAutoRegister: true } : {}) };
  const { response } = await loginOutcome(deps, user, EMAIL_OTP_LOGIN_TYPE, extra, { browser });
  return { response: { ...response, loginNextStepAction: 'COMPLETE_PROFILE', loginNextStepActionData: { token, tokenType: 'REGISTER' } }, sessionFor: user.id };
}

/**
 * Signs `email` up with its code and password. The password's rules are checked first (the code is
 * not used up by a password the rules refuse). An address that has an account was never sent a
 * code: whatever is typed is answered as a wrong code (even the stand-in's, should it be guessed).
 */
export async function registerByEmail(
  deps: EmailDeps,
  request: { email: string; code: string; cipherText: string; region: Region; address: string; browser: () => string },
): Promise<LoginOutcome> {
  const email = checkedEmail(request.email);
  const clear = clearPassword(deps.keys, request.cipherText);
  await checkNewPassword(deps, clear, request.region);
  await verifyCode(deps, { target: email, purpose: PURPOSES.OTP_REGISTER, code: request.code, address: request.address });
  if (await deps.storage.users.byEmail(email)) throw new Refusal('PL-USER-CODE-INVALID', MESSAGES.wrongCode);
  return newMember(deps, email, await deps.hasher.hash(clear), request.browser, false);
}

/**
 * Logs `email`'s member in by its code, or signs a new member up without a password (profile
 * completion then asks for one), as the phone's code login does. A deleted account is refused as
 * the phone's is; one pending deletion gets its restore, and keeps the guest orders for later.
 */
export async function loginByEmailCode(deps: EmailDeps, request: { email: string; code: string; address: string; browser: () => string }): Promise<LoginOutcome> {
  const email = checkedEmail(request.email);
  await limitLoginAddress(deps, request.address);
  await verifyCode(deps, { target: email, purpose: PURPOSES.OTP_LOGIN, code: request.code, address: request.address });
  const existing: UserRecord | undefined = await deps.storage.users.byEmail(email);
  if (!existing) return newMember(deps, email, null, request.browser, true);
  if (existing.status === 'DELETED') throw new Refusal('PL-USER-WRONG-PASSWORD', MESSAGES.wrongLogin);
  const claimed = existing.status === 'NORMAL' ? await deps.storage.guestOrders.claim(email, existing.id) : 0;
  return loginOutcome(deps, existing, EMAIL_OTP_LOGIN_TYPE, claimed ? { guestOrdersClaimed: claimed } : {}, { browser: request.browser });
}
