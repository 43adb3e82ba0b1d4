/**
 * The verification calls of `SECURITY` (`src/kernel/contract/security.ts`): what a verification offers,
 * sending a code, an e-mail link or a push, answering it, its state, and a verified login's
 * session. No login is needed (a login's second verification has none yet); an account action's
 * verification answers only the session that asked for it (domain/verification.ts).
 */
import type { Context } from 'hono';
import { ownOrigin } from './origin.ts';
import { RESEND_AFTER_SECONDS, type SECURITY, type SentMethod, type VerificationMethod } from '../../src/kernel/contract/security.ts';
import type { AnswerOf, RequestOf } from '../../src/kernel/contract/calls.ts';
import type { ServiceDeps } from './deps.ts';
import { issueCode, sendCode, verifyCode } from '../domain/codes.ts';
import { clearPassword, loginOutcome, type LoginOutcome } from '../domain/logins.ts';
import { MINUTE_MS, within } from '../domain/limits.ts';
import { randomId } from '../domain/secrets.ts';
import { releaseAnswer, reserveAnswer, wrongAnswer } from '../domain/answerBudget.ts';
import { phoneOf } from '../domain/recovery.ts';
import { sliderPassed } from '../domain/slider.ts';
import { askerOf, type Asker } from '../domain/approval.ts';
import { storedSessionId } from '../domain/sessions.ts';
import {
  codePurpose,
  linkPurpose,
  loadVerification,
  offeredMethods,
  passPresence,
  pushNumber,
  settle,
  suggestedMethod,
  verificationState,
  VERIFICATION_KIND,
  type LoadedVerification,
} from '../domain/verification.ts';
import { textsFor } from '../domain/outgoingTexts.ts';
import { readerOf } from './reader.ts';
import { clientAddress } from './http.ts';
import { Refusal } from '../domain/refusal.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { UserRecord } from '../storage/Storage.ts';
import type { AccountCallContext } from './account.ts';
import { browserBinding, presentBinding, sessionCookie } from './cookies.ts';
import { invalidRequest } from './requests.ts';

type Calls = Pick<typeof SECURITY, 'verification' | 'sendVerification' | 'checkVerification' | 'verificationStatus' | 'finishVerifiedLogin'>;
export type VerificationHandlers = { readonly [K in keyof Calls]: (data: RequestOf<Calls[K]>, context: AccountCallContext) => Promise<AnswerOf<Calls[K]>> };

export const VERIFY_LINK_PATH = '/user/verify-link';
export const VERIFY_PUSH_PATH = '/user/verify-push';
export const LINK_KIND = 'verification-link';
export const PUSH_KIND = 'verification-push';
/** Pushes one member may be sent in `PUSH_WINDOW_MS` (push bombing; ASVS 6.6.4). */
export const PUSHES_PER_WINDOW = 3;
export const PUSH_WINDOW_MS = 10 * MINUTE_MS;

/** What an e-mail link's token row keeps: its verification, the code record it was issued as, and who asked. */
export interface LinkData {
  readonly verification: string;
  readonly codeId: number;
  readonly asker: Asker;
}
/** What a push's token row keeps: its verification, the number to type (shown on the asking screen only), and who asked. */
export interface PushData {
  readonly verification: string;
  readonly number: number;
  readonly asker: Asker;
}

/** The stored id of the session of this request, if it has one. */
export function sessionOf(c: Context): string | undefined {
  const id = sessionCookie(c);
  return id ? storedSessionId(id) : undefined;
}

/** Where a push is addressed: the member's e-mail, else phone (the push gateway knows their devices by it). */
const pushAddress = (user: UserRecord) => user.email ?? phoneOf(user) ?? `member:${user.id}`;

export const unavailable = () => new Refusal('PL-USER-VERIFY-METHOD-UNAVAILABLE', MESSAGES.methodUnavailable);
/** The member's phone or e-mail a method goes to (offered only when the member has it). */
function required(value: string | null | undefined): string {
  if (!value) throw unavailable();
  return value;
}
export const rejected = (state: string) =>
  new Refusal('VERIFICATION_REJECTED', state === 'REJECTED' ? MESSAGES.verificationRejected : MESSAGES.verificationWrong, 'refused', { state });

export function verificationHandlers(deps: ServiceDeps, answerLogin: (c: Context, outcome: LoginOutcome) => Promise<{ loginResponseDTO: LoginOutcome['response'] }>) {
  const { storage, config, keys, hasher } = deps;

  /** The verification, with `method` offered to its member and still pending (else the refusal). */
  async function pendingWith(c: Context, token: string, method: VerificationMethod): Promise<LoadedVerification> {
    const loaded = await loadVerification(deps, token, sessionOf(c), { browser: presentBinding(c) });
    if (!(await offeredMethods(deps, loaded)).some((option) => option.method === method)) throw unavailable();
    const state = await verificationState(deps, loaded);
    if (state === 'REJECTED') throw rejected(state);
    if (state !== 'PENDING') throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
    return loaded;
  }

  async function send(c: Context, loaded: LoadedVerification, method: SentMethod, deliveryType: string | undefined) {
    const { user, data, token } = loaded;
    const origin = ownOrigin(c);
    const address = clientAddress(c, config.trustProxy);
    const at = config.now();
    if (method === 'sms') {
      const channel = deliveryType === 'WHATSAPP' ? 'WHATSAPP' : 'SMS';
      const codeLength = await sendCode(deps, {
        target: required(phoneOf(user)),
        purpose: codePurpose(data.action),
        channel,
        address,
        prefix: user.phonePrefixCode ?? undefined,
        reader: readerOf(c, user),
      });
      return { codeLength, resendAfter: RESEND_AFTER_SECONDS };
    }
    if (method === 'email') {
      const codeLength = await sendCode(deps, { target: required(user.email), purpose: codePurpose(data.action), channel: 'EMAIL', address, reader: readerOf(c, user) });
      return { codeLength, resendAfter: RESEND_AFTER_SECONDS };
    }
    if (method === 'emailLink') {
      // The link's secret is issued like a code (resend window, hourly caps): a newer link closes the older.
      const secret = randomId();
      const code = await issueCode(deps, { target: required(user.email), purpose: linkPurpose(data.action), address }, secret);
      const link: LinkData = { verification: token, codeId: code.id, asker: await askerOf(config, c.req.header('user-agent'), address, at) };
      await storage.tokens.insert({ token: secret, kind: LINK_KIND, userId: user.id, data: JSON.stringify(link), expiresAt: code.expiresAt });
      const url = `${origin}${VERIFY_LINK_PATH}?${new URLSearchParams({ token: secret })}`;
      const text = textsFor(readerOf(c, user)).link(url, Math.round(config.codeTtlMs / 60_000));
      deps.sender.post({ channel: 'EMAIL', phone: required(user.email), code: '', link: url, text, at: new Date(at).toISOString() });
      return { resendAfter: RESEND_AFTER_SECONDS };
    }
    await within(storage, `push:${user.id}`, { max: PUSHES_PER_WINDOW, windowMs: PUSH_WINDOW_MS, at });
    const number = pushNumber();
    const id = randomId();
    const push: PushData = { verification: token, number, asker: await askerOf(config, c.req.header('user-agent'), address, at) };
    await storage.tokens.insert({ token: id, kind: PUSH_KIND, userId: user.id, data: JSON.stringify(push), expiresAt: data.endsAt });
    const url = `${origin}${VERIFY_PUSH_PATH}?${new URLSearchParams({ id })}`;
    const text = textsFor(readerOf(c, user)).push(url);
    deps.sender.post({ channel: 'PUSH', phone: pushAddress(user), code: '', link: url, text, at: new Date(at).toISOString() });
    return { number, resendAfter: RESEND_AFTER_SECONDS };
  }

  /** Whether a code (SMS or e-mail) is right; a wrong, used-up or replaced one is a wrong answer. */
  async function codeRight(target: string, purpose: string, code: string | undefined, address: string): Promise<boolean> {
    if (!code) throw invalidRequest();
    try {
      await verifyCode(deps, { target, purpose, code, address });
      return true;
    } catch (error) {
      if (error instanceof Refusal && ['PL-USER-CODE-INVALID', 'PL-USER-CODE-DEAD'].includes(error.key)) return false;
      throw error;
    }
  }

  /** Whether the answer given by `method` from client `address` is right (a bad request throws). */
  async function answerRight(
    { user, data }: LoadedVerification,
    address: string,
    method: VerificationMethod,
    { code, encryptPassword, track }: Omit<RequestOf<Calls['checkVerification']>, 'token' | 'method'>,
  ): Promise<boolean> {
    if (method === 'sms') return codeRight(required(phoneOf(user)), codePurpose(data.action), code, address);
    if (method === 'email') return codeRight(required(user.email), codePurpose(data.action), code, address);
    if (method === 'password') {
      if (!encryptPassword) throw invalidRequest();
      return hasher.verify(clearPassword(keys, encryptPassword), user.passwordHash);
    }
    // A person is there, nothing more (the caller opens the methods that prove the member).
    if (method === 'slider') return sliderPassed(track ?? []);
    throw unavailable();
  }

  const handlers: VerificationHandlers = {
    verification: async ({ token }, { c }) => {
      const loaded = await loadVerification(deps, token, sessionOf(c), { browser: presentBinding(c) });
      const methods = await offeredMethods(deps, loaded);
      return {
        action: loaded.data.action,
        methods,
        suggested: suggestedMethod(methods),
        state: await verificationState(deps, loaded),
        expiresAt: loaded.data.endsAt,
      };
    },
    sendVerification: async ({ token, method, deliveryType }, { c }) => send(c, await pendingWith(c, token, method), method, deliveryType),
    checkVerification: async ({ token, method, code, encryptPassword, track }, { c }) => {
      const loaded = await pendingWith(c, token, method);
      // Reserved before it is checked (a hash), given back when right or never checked.
      await reserveAnswer(deps, loaded, rejected);
      const right = await answerRight(loaded, clientAddress(c, config.trustProxy), method, { code, encryptPassword, track }).catch(async (error: unknown) => {
        await releaseAnswer(deps, loaded);
        throw error;
      });
      if (right) {
        await releaseAnswer(deps, loaded);
        if (method === 'slider') {
          // The methods that prove the member open; the state stays PENDING.
          await passPresence(deps, loaded);
          return { state: 'PENDING' as const };
        }
        return { state: await settle(deps, loaded, 'VERIFIED') };
      }
      throw rejected(await wrongAnswer(deps, loaded));
    },
    verificationStatus: async ({ token }, { c }) => {
      try {
        return { state: await verificationState(deps, await loadVerification(deps, token, sessionOf(c), { browser: presentBinding(c) })) };
      } catch (error) {
        if (error instanceof Refusal && error.key === 'PL-USER-TOKEN-EXPIRED') return { state: 'EXPIRED' as const };
        throw error;
      }
    },
    finishVerifiedLogin: async ({ token }, { c }) => {
      const loaded = await loadVerification(deps, token, sessionOf(c), { browser: presentBinding(c) });
      if (loaded.data.action !== 'login') throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
      const state = await verificationState(deps, loaded);
      if (state !== 'VERIFIED') return { state };
      // Single use: of two finishes racing, one takes the token and starts the session.
      if (!(await storage.tokens.take(token, VERIFICATION_KIND, config.now()))) throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
      const outcome = await loginOutcome(
        deps,
        loaded.user,
        loaded.data.loginType ?? 'SECOND_VERIFICATION',
        {},
        {
          verified: true,
          browser: () => browserBinding(c),
          passwordBreached: loaded.data.passwordBreached === true,
        },
      );
      const { loginResponseDTO } = await answerLogin(c, outcome);
      return { state, loginResponse: loginResponseDTO };
    },
  };
  return handlers;
}
