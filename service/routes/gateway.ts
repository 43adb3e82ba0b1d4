/**
 * The gateway calls (spec section 7) at `/gw/{api}/{v}/`: `data` as JSON in the query (GET) or in
 * a form field (POST), answered as `{ api, v, ret: ['CODE::message'], data }`. Either method is
 * accepted for every call (the spec's retry in the other mode), so the CSRF token is required by
 * what a call does, not by its method: only reads run without it.
 */
import { checkNewPassword } from '../domain/newPassword.ts';
import { recoveringContacts } from '../domain/recovery.ts';
import { ownOrigin } from './origin.ts';
import { Hono, type Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { GATEWAY, type AnswerOf, type RequestOf } from '../../src/kernel/contract/calls.ts';
import { SUCCESS_CODE } from '../../src/kernel/contract/envelope.ts';
import { ANTI_CREEP, USER_VALIDATE } from '../../src/kernel/contract/errorCodes.ts';
import { checkField } from '../../src/kernel/rules/fieldRules.ts';
import { hasHiddenText } from '../../src/kernel/rules/hiddenText.ts';
import type { ServiceDeps } from './deps.ts';
import { sendCode, verifyCode } from '../domain/codes.ts';
import { clearPassword, findByLoginName, loginOutcome, normalisedLoginName, oneTimeToken, PAGES, userView, type LoginOutcome } from '../domain/logins.ts';
import { parsePhone, regionOf, requirePhone } from '../domain/phones.ts';
import { anonymousRowWithin, delayIfLimited } from '../domain/limits.ts';
import { generateQr, pollQr } from '../domain/qr.ts';
import { sessionUser } from '../domain/sessions.ts';
import { switchedFailure, type SwitchedFailure } from '../domain/switches.ts';
import { keepLanguage, readerOf } from './reader.ts';
import { clientAddress, gatewayAnswer, localMessage, checked, statusOf } from './http.ts';
import { Refusal } from '../domain/refusal.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { browserBinding, presentBinding, requireCsrf, sessionCookie } from './cookies.ts';
import { ACCOUNT_READS, accountHandlers } from './account.ts';
import { accountSecurityHandlers, SECURITY_READS } from './accountSecurity.ts';
import { verificationHandlers } from './security.ts';
import { SECURITY, VERIFICATION_NEEDED } from '../../src/kernel/contract/security.ts';
import { startVerification, verifyUrl } from '../domain/verification.ts';
import { checkLengths, formBody, invalidRequest, tooDeep } from './requests.ts';
import { EMAIL_SIGNUP } from '../../src/kernel/contract/emailSignup.ts';
import { PASSWORD_POLICY } from '../../src/kernel/contract/passwordPolicy.ts';
import { LEGACY } from '../../src/kernel/contract/legacyMerge.ts';
import { emailSignupHandlers } from './emailSignup.ts';
import { LEGACY_READS, legacyHandlers } from './legacyMerge.ts';
import { PASSKEYS } from '../../src/kernel/contract/passkeys.ts';
import { PASSKEY_READS, passkeyHandlers } from './passkeys.ts';

type Calls = typeof GATEWAY;
interface CallContext {
  readonly c: Context;
  /** The logged-in member; present for calls that need login. */
  readonly user: UserRecord | undefined;
}
type Handlers = { readonly [K in keyof Calls]: (data: RequestOf<Calls[K]>, context: CallContext) => Promise<AnswerOf<Calls[K]>> };

export const CHALLENGE_PATH = '/__dev/challenge';
export const PUNISH_PATH = '/__dev/punish';

/** A switched failure code as the error both answer shapes carry; the anti-bot codes point to their pages. */
export function switchedError({ code, message }: SwitchedFailure): Refusal {
  const url = code === ANTI_CREEP ? CHALLENGE_PATH : code === USER_VALIDATE ? `${PUNISH_PATH}?redirect=/` : undefined;
  return new Refusal(code, message, 'refused', url ? { url } : undefined);
}

/**
 * The calls that change nothing a cross-site page could abuse: they run without the CSRF token,
 * by GET or POST. `applyResetPasswordWithSecurity` only hands its caller a fresh token (it needs
 * no session and changes no account), and the popup sends it by GET, without the header.
 */
const READS: ReadonlySet<keyof typeof GATEWAY> = new Set(['checkSmsChannel', 'getUser', 'checkPhone', 'currentUser', 'applyResetPasswordWithSecurity']);

/**
 * A reset code: kept under the name the reset was asked for and the address it goes to (`target`),
 * sent to the account's phone or e-mail (`to`), or for no such account to a stand-in that nothing is
 * sent to.
 */
interface ResetTarget {
  readonly target: string;
  readonly to: string;
  readonly prefix: string | undefined;
  readonly deliver: boolean;
}

export function gatewayRoutes(deps: ServiceDeps, answerLogin: (c: Context, outcome: LoginOutcome) => Promise<{ loginResponseDTO: LoginOutcome['response'] }>) {
  const { storage, config, keys } = deps;
  const region = (c: Context) => regionOf(c.req.header('X-Member-Region'));
  const needUser = (user: UserRecord | undefined) => {
    if (!user) throw new Refusal('FAIL_SYS_SESSION_EXPIRED', MESSAGES.sessionExpired);
    return user;
  };

  /** The reset-apply token, and the account it stands for (none for an unknown login name). */
  async function applicant(token: string): Promise<{ user: UserRecord | undefined; name: string; prefix: string | undefined }> {
    const found = await storage.tokens.peek(token, 'reset-apply', config.now());
    if (!found) throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
    const { name = '', prefix } = JSON.parse(found.data ?? '{}') as { name?: string; prefix?: string };
    // Looked up for an unknown name too (an id no account has): the answer's work is the same either way.
    return { user: await storage.users.byId(found.userId ?? 0), name, prefix };
  }

  /**
   * An unknown account goes through the same code machinery as a real one (limits, resend window,
   * tries, answers) with a stand-in address that nothing is sent to: the answers cannot tell them
   * apart. So does a real account without a phone (or e-mail) for the chosen channel. The resend
   * window and hourly cap count per name and address: a reset asked under the account's e-mail
   * answers the same whatever its phone was just sent under another name, so no answer links the
   * two. What protects the phone itself (its hourly deliveries, whatever name asked) is counted
   * after the answer, unseen (see sendCode).
   */
  async function resetTarget({ user, name, prefix }: Awaited<ReturnType<typeof applicant>>, channel: 'PHONE' | 'EMAIL'): Promise<ResetTarget> {
    const keptUnder = (to: string) => `reset:${name}>${to}`;
    // A contact added in the recovery window is answered as a missing one: it recovers nothing yet.
    const recovering = await recoveringContacts(deps, user);
    if (channel === 'EMAIL' && user?.email && recovering.email) return { target: keptUnder(user.email), to: user.email, prefix: undefined, deliver: true };
    if (channel === 'PHONE' && user?.phone && user.phonePrefixCode && recovering.phone) {
      const to = `+${user.phonePrefixCode}${user.phone}`;
      return { target: keptUnder(to), to, prefix: user.phonePrefixCode, deliver: true };
    }
    const ownKind = channel === 'PHONE' ? name.startsWith('+') : name.includes('@');
    const to = ownKind ? name : `nobody:${channel}`;
    return { target: keptUnder(to), to, prefix: channel === 'PHONE' ? prefix : undefined, deliver: false };
  }

  async function verifiedReset(c: Context, token: string, channel: 'PHONE' | 'EMAIL', code: string) {
    const found = await applicant(token);
    const { user } = found;
    const { target } = await resetTarget(found, channel);
    await verifyCode(deps, { target, purpose: 'RESET_PASSWORD', code, address: address(c) });
    await storage.tokens.take(token, 'reset-apply', config.now());
    if (user?.nextStep === 'SECOND_VERIFICATION') {
      // A login verification: once passed, finishVerifiedLogin starts the session, then the reset page.
      const next = await startVerification(deps, user, 'login', { loginType: 'RESET_PASSWORD', browser: browserBinding(c) });
      return { token: next, tokenType: VERIFICATION_NEEDED, verifyUrl: verifyUrl(next, VERIFICATION_NEEDED, PAGES.resetPassword) };
    }
    return { token: await oneTimeToken(deps, 'reset', user && user.status === 'NORMAL' ? user.id : null), tokenType: 'RESET_PASSWORD' };
  }

  const address = (c: Context) => clientAddress(c, config.trustProxy);
  const sendReset = async (c: Context, token: string, channel: 'PHONE' | 'EMAIL', deliveryType: 'SMS' | 'WHATSAPP' | 'EMAIL') => {
    const found = await applicant(token);
    const { target, to, prefix, deliver } = await resetTarget(found, channel);
    const reader = readerOf(c, found.user);
    return { codeLength: await sendCode(deps, { target, to, purpose: 'RESET_PASSWORD', channel: deliveryType, address: address(c), prefix, deliver, reader }) };
  };

  const handlers: Handlers = {
    applyResetPasswordWithSecurity: async ({ tokenType, loginName }, { c }) => {
      const user = await findByLoginName(storage, loginName, region(c));
      await anonymousRowWithin(storage, config, 'reset-apply', address(c));
      const name = normalisedLoginName(loginName, region(c));
      const data = { name, prefix: parsePhone(loginName, region(c))?.prefix };
      const token = await oneTimeToken(deps, 'reset-apply', user && user.status === 'NORMAL' ? user.id : null, data);
      return { token, type: tokenType };
    },
    sendVerificationSms: async ({ token, deliveryType }, { c }) => sendReset(c, token, 'PHONE', deliveryType ?? 'SMS'),
    sendVerificationEmailCode: async ({ token }, { c }) => sendReset(c, token, 'EMAIL', 'EMAIL'),
    verifyPhoneCode: async ({ token, code }, { c }) => verifiedReset(c, token, 'PHONE', code),
    verifyEmailCode: async ({ token, code }, { c }) => verifiedReset(c, token, 'EMAIL', code),
    completeProfileByRegisterToken: async ({ token, name, password }, { c }) => {
      const clear = password === undefined ? undefined : clearPassword(keys, password);
      if (clear !== undefined) await checkNewPassword(deps, clear, region(c));
      const nickname = name?.trim();
      // Checked before the token is used up, so that the member can send a better one.
      if (nickname && hasHiddenText(nickname)) throw new Refusal('PL-USER-NICKNAME-INVALID', MESSAGES.nicknameInvalid);
      // Only an account that has a password (an e-mail sign-up's) may leave it out.
      const registering = await storage.tokens.peek(token, 'register', config.now());
      const account = registering?.userId ? await storage.users.byId(registering.userId) : undefined;
      if (clear === undefined && account && account.passwordHash === null) throw new Refusal('PL-USER-PASSWORD-RULES', MESSAGES.passwordRules);
      const found = await storage.tokens.take(token, 'register', config.now());
      if (!found?.userId) throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
      const passwordHash = clear === undefined ? {} : { passwordHash: await deps.hasher.hash(clear) };
      await storage.users.update(found.userId, { ...passwordHash, ...(nickname ? { name: nickname } : {}) }, config.now());
      return {};
    },
    updateUserProfile: async ({ gender, birthday }, { user }) => {
      if (checkField('birthday', birthday, { today: new Date(config.now()) })) throw new Refusal('PL-USER-BIRTHDAY-INVALID', MESSAGES.birthdayInvalid);
      await storage.users.update(needUser(user).id, { gender, birthday }, config.now());
      return {};
    },
    checkSmsChannel: async () => ({
      result: [
        { type: 'SMS', text: 'SMS', supportOneClickVerify: false },
        { type: 'WHATSAPP', text: 'WhatsApp', supportOneClickVerify: false },
      ],
    }),
    generateQrCodeUrl: async (_data, { c }) => {
      await anonymousRowWithin(storage, config, 'qr', address(c));
      // The code belongs to this browser: its binding secret (a cookie) is needed to poll and to log in.
      const asker = { binding: browserBinding(c), userAgent: c.req.header('user-agent'), address: address(c) };
      return { module: await generateQr(storage, config, ownOrigin(c), asker) };
    },
    checkQrCodeStatus: async ({ requestId }, { c }) => ({ module: await pollQr(storage, config, requestId, presentBinding(c)) }),
    getUser: async (_data, { user }) => userView(needUser(user)),
    sendCode: async ({ type, phone, deliveryType }, { c }) => {
      const parsed = requirePhone(phone, region(c));
      if (config.riskyPhones.includes(parsed.target)) throw new Refusal('PL-USER-RISK', MESSAGES.risk);
      // A member's code is written in the member's language; a new number's in the page's.
      const reader = readerOf(c, await storage.users.byPhone(parsed.prefix, parsed.national));
      return { codeLength: await sendCode(deps, { target: parsed.target, purpose: type, channel: deliveryType, address: address(c), prefix: parsed.prefix, reader }) };
    },
    checkPhone: async ({ phone }, { c }) => ({ isValid: parsePhone(phone, region(c)) !== undefined }),
    currentUser: async (_data, { user }) => ({ id: needUser(user).id }),
    cancelDeletion: async ({ token }, { c }) => {
      const found = await storage.tokens.take(token, 'deletion-cancel', config.now());
      // Only while the deletion is pending: once its cooling period is over, the account stays deleted.
      const pending = found?.userId ? await storage.users.byId(found.userId) : undefined;
      if (!found?.userId || pending?.status !== 'DELETION_PENDING') throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
      const user = await storage.users.update(found.userId, { status: 'NORMAL', deletionEndsAt: null }, config.now());
      const { loginResponseDTO } = await answerLogin(c, await loginOutcome(deps, user, 'RESTORE', {}, { browser: () => browserBinding(c) }));
      return { loginResponse: loginResponseDTO };
    },
  };

  // The popup's calls and the member area's, by api name (their names are unique over the contracts: see the check below).
  const served = {
    ...handlers,
    ...accountHandlers(deps),
    ...verificationHandlers(deps, answerLogin),
    ...accountSecurityHandlers(deps),
    ...emailSignupHandlers(deps, answerLogin),
    ...legacyHandlers(deps),
    ...passkeyHandlers(deps),
    passwordPolicy: async () => deps.passwordPolicy,
  } as Readonly<Record<string, (data: unknown, context: CallContext) => Promise<unknown>>>;
  const contracts = [GATEWAY, ACCOUNT, SECURITY, EMAIL_SIGNUP, LEGACY, PASSKEYS, PASSWORD_POLICY].flatMap((calls) => Object.keys(calls));
  if (new Set(contracts).size !== contracts.length) throw new Error('two contracts name a call alike: a handler would answer for the other');
  const reads = new Set<string>([...READS, ...ACCOUNT_READS, ...SECURITY_READS, ...LEGACY_READS, ...PASSKEY_READS, 'passwordPolicy']);
  const byApi = new Map(
    Object.entries({ ...GATEWAY, ...ACCOUNT, ...SECURITY, ...EMAIL_SIGNUP, ...LEGACY, ...PASSKEYS, ...PASSWORD_POLICY }).map(([name, call]) => [
      call.api,
      { name, call },
    ]),
  );
  const app = new Hono();

  app.on(['GET', 'POST'], '/:api/:v/', async (c) => {
    const api = c.req.param('api');
    const v = c.req.param('v');
    const entry = byApi.get(api);
    if (!entry) return gatewayAnswer(c, api, v, 'FAIL_SYS_API_NOT_FOUNDED::Unknown api', undefined, 404);
    try {
      if (!reads.has(entry.name)) requireCsrf(c, deps.csrfSecret);
      const failure = await switchedFailure(deps.switches, api, { holdMs: deps.holdMs, signal: c.req.raw.signal });
      if (failure?.code === '500') return c.text('Internal Server Error', 500);
      if (failure) throw switchedError(failure);
      const text = c.req.method === 'POST' ? ((await formBody(c))['data'] ?? '') : (c.req.query('data') ?? '{}');
      let data: unknown;
      try {
        data = JSON.parse(text || '{}');
      } catch {
        throw new Refusal('WV_ERR', 'PARAM_PARSE_ERROR');
      }
      if (tooDeep(data)) throw invalidRequest();
      const [invalid, request] = validate(data, entry.call.request as Struct<unknown, unknown>);
      if (invalid) throw invalidRequest();
      checkLengths(request);
      deps.scenes.record(api, request, entry.call.request as Struct<unknown, unknown>, config.now());
      const session = await sessionUser(storage, config, sessionCookie(c));
      const user = session ? await keepLanguage(deps, c, session) : undefined;
      if (entry.call.needLogin) needUser(user);
      const handler = served[entry.name];
      if (!handler) throw invalidRequest();
      const answer = checked(await handler(request, { c, user }), entry.call.data as Struct<unknown, unknown>);
      return gatewayAnswer(c, api, v, `${SUCCESS_CODE}::ok`, answer);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await delayIfLimited(error, config);
      const message = localMessage(c, error);
      const ret = message ? `${error.key}::${message}` : error.key;
      return gatewayAnswer(c, api, v, ret, error.data, statusOf(error, c));
    }
  });
  return app;
}
