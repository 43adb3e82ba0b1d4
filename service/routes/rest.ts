/** The REST calls under `/user/api/` (spec section 7), answered as envelopes. */
import { checkNewPassword } from '../domain/newPassword.ts';
import { Hono, type Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import { REST, type RestCall } from '../../src/kernel/contract/calls.ts';
import { THIRD_PARTY_SUSPENDED_CODE } from '../../src/kernel/contract/errorCodes.ts';
import type { ServiceDeps } from './deps.ts';
import { takeChallengePass } from '../domain/challenge.ts';
import { verifyCode } from '../domain/codes.ts';
import { delayIfLimited } from '../domain/limits.ts';
import { clearPassword, limitLoginAddress, loginFailureKey, loginOutcome, passwordLogin, phoneLogin, type LoginOutcome } from '../domain/logins.ts';
import { parsePhone, regionOf, requirePhone } from '../domain/phones.ts';
import { takeQrToken } from '../domain/qr.ts';
import { endOtherSessionsAndTokens, sessionUser, startSession } from '../domain/sessions.ts';
import { switchedFailure } from '../domain/switches.ts';
import { checked, clientAddress, envelopeError, envelopeOk } from './http.ts';
import { Refusal } from '../domain/refusal.ts';
import { MESSAGES } from '../domain/messages.ts';
import { browserBinding, CSRF_PARAMETER, csrfToken, presentBinding, requireCsrf, sessionCookie, setSessionCookie, takeChallengeCookie } from './cookies.ts';
import { switchedError } from './gateway.ts';
import { afterLogin } from './loggedIn.ts';
import { ownOrigin } from './origin.ts';
import { NO_PASSKEY_FLAG, PASSKEY_LOGIN_TYPE, PASSKEY_REST } from '../../src/kernel/contract/passkeys.ts';
import { loginAssertion, loginOptions, passkeySettings, requireSettings } from '../domain/passkeys.ts';
import { checkLengths, invalidRequest, jsonBody } from './requests.ts';

type Handler<Q, M> = (payload: Q, c: Context) => Promise<M>;

export function restRoutes(deps: ServiceDeps) {
  const { storage, config, keys } = deps;
  const app = new Hono();

  /**
   * What a login's answer says about passkeys (issue 34): `noPasskey` when the member has none yet
   * and logged in otherwise than by passkey, on a service that offers them (the element may offer to add one).
   */
  async function passkeyFlags(c: Context, outcome: LoginOutcome, userId: number): Promise<Partial<Record<typeof NO_PASSKEY_FLAG, true>>> {
    if (outcome.response.loginType === PASSKEY_LOGIN_TYPE || !passkeySettings(config, ownOrigin(c))) return {};
    return (await storage.passkeys.listForUser(userId)).length === 0 ? { [NO_PASSKEY_FLAG]: true } : {};
  }

  /** Answers a login: starts the session (a new id every time) when no next step is pending. */
  async function answerLogin(c: Context, outcome: LoginOutcome) {
    if (outcome.sessionFor !== undefined) {
      const session = await startSession(storage, config, outcome.sessionFor, sessionCookie(c), c.req.header('user-agent'));
      setSessionCookie(c, session.id, session.expiresAt, config.now());
      const member = await storage.users.byId(outcome.sessionFor);
      if (member) await afterLogin(deps, c, member);
      return { loginResponseDTO: { ...outcome.response, sessionExpiredTime: session.expiresAt, ...(await passkeyFlags(c, outcome, outcome.sessionFor)) } };
    }
    return { loginResponseDTO: outcome.response };
  }

  function route<Q, M>(call: RestCall<Q, M>, handler: Handler<Q, M>) {
    const method = call.method === 'GET' ? app.get.bind(app) : app.post.bind(app);
    method(call.path.replace('/user/api', ''), async (c) => {
      try {
        // The only GET call hands out the token; every other call changes something.
        if (call.method !== 'GET') requireCsrf(c, deps.csrfSecret);
        if (call.path !== REST.getCsrfToken.path) {
          const failure = await switchedFailure(deps.switches, call.path, { holdMs: deps.holdMs, signal: c.req.raw.signal });
          if (failure?.code === '500') return c.text('Internal Server Error', 500);
          if (failure) throw switchedError(failure);
        }
        const body: unknown = call.method === 'GET' ? c.req.query() : await jsonBody(c);
        const [invalid, payload] = validate(body, call.request as Struct<Q, unknown>);
        if (invalid) throw invalidRequest();
        checkLengths(payload);
        deps.scenes.record(call.path, payload, call.request as Struct<unknown, unknown>, config.now());
        return envelopeOk(c, checked(await handler(payload, c), call.module));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        await delayIfLimited(error, config);
        return envelopeError(c, error);
      }
    });
  }

  const region = (c: Context) => regionOf(c.req.header('X-Member-Region'));
  const address = (c: Context) => clientAddress(c, config.trustProxy);
  /** Logins other than by password are limited per client address too. */
  const limitLogins = (c: Context) => limitLoginAddress(deps, address(c));

  route(REST.getCsrfToken, async (_payload, c) => ({ parameterName: CSRF_PARAMETER, token: csrfToken(c, deps.csrfSecret) }));

  route(REST.login, async ({ loginName, encryptPassword }, c) =>
    answerLogin(
      c,
      await passwordLogin(deps, {
        loginName,
        cipherText: encryptPassword,
        region: region(c),
        address: address(c),
        takeChallengePass: () => takeChallengePass(storage, config, takeChallengeCookie(c)),
        browser: () => browserBinding(c),
      }),
    ),
  );

  route(REST.validatePhone, async ({ phone }, c) => ({ isValid: parsePhone(phone, region(c)) !== undefined }));

  route(REST.verifyPhoneCode, async ({ type, phone, code }, c) => {
    await limitLogins(c);
    const parsed = requirePhone(phone, region(c));
    await verifyCode(deps, { target: parsed.target, purpose: type, code, address: address(c) });
    return answerLogin(c, await phoneLogin(deps, parsed, type, () => browserBinding(c)));
  });

  // A reset ends every session of the account but this browser's own, kills every token of the
  // member but the notices' links (a token got before the reset would outlive it), and forgets failed logins.
  route(REST.resetPassword, async ({ password, token }, c) => {
    const at = config.now();
    const clear = clearPassword(keys, password);
    await checkNewPassword(deps, clear, region(c));
    const found = (await storage.tokens.take(token, 'reset', at)) ?? (await storage.tokens.take(token, 'complete-password', at));
    if (!found?.userId) throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
    const user = await storage.users.update(found.userId, { passwordHash: await deps.hasher.hash(clear) }, at);
    const own = sessionCookie(c);
    await endOtherSessionsAndTokens(storage, user.id, (await sessionUser(storage, config, own))?.id === user.id ? own : undefined);
    await storage.counters.clear(loginFailureKey(user.id));
    return {};
  });

  route(REST.loginByQrCode, async ({ token }, c) => {
    await limitLogins(c);
    // Only the browser that made the code: another one (a stolen token) is answered as an expired code.
    const userId = await takeQrToken(storage, config, token, presentBinding(c));
    const user = userId ? await storage.users.byId(userId) : undefined;
    if (!user || user.status === 'DELETED') throw new Refusal('PL-USER-QR-EXPIRED', MESSAGES.qrExpired);
    return answerLogin(c, await loginOutcome(deps, user, 'QR_CODE', {}, { browser: () => browserBinding(c) }));
  });

  route(REST.loginByOAuthCode, async ({ oauthType, oauthCode }, c) => {
    await limitLogins(c);
    const found = await storage.tokens.take(oauthCode, `oauth-${oauthType}`, config.now());
    const user = found?.userId ? await storage.users.byId(found.userId) : undefined;
    // A deleted account is refused as an unknown one (as the password login does); one pending deletion gets its restore.
    if (!user || user.status === 'DELETED') throw new Refusal('PL-USER-OAUTH-FAILED', MESSAGES.oauthFailed);
    if (user.email && config.riskySocialEmails.includes(user.email)) throw new Refusal(THIRD_PARTY_SUSPENDED_CODE, MESSAGES.socialSuspended);
    return answerLogin(c, await loginOutcome(deps, user, oauthType, { oauthType }, { browser: () => browserBinding(c) }));
  });

  route(PASSKEY_REST.passkeyLoginOptions, async (_payload, c) => {
    const settings = requireSettings(config, ownOrigin(c));
    // The challenge belongs to this browser (its binding cookie, set now if it has none).
    return { options: await loginOptions(deps, settings, browserBinding(c), address(c)) };
  });

  // A passkey with its user verified is two factors: the login's second verification is not asked again.
  route(PASSKEY_REST.passkeyLogin, async ({ credential }, c) => {
    const settings = requireSettings(config, ownOrigin(c));
    await limitLogins(c);
    const user = await loginAssertion(deps, settings, credential, presentBinding(c));
    return answerLogin(c, await loginOutcome(deps, user, PASSKEY_LOGIN_TYPE, {}, { verified: true, browser: () => browserBinding(c) }));
  });

  return { app, answerLogin };
}
