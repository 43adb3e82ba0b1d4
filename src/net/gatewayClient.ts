/**
 * The gateway client (spec sections 3, 4, 7 and 8). Calls are named by api string, version 1.0,
 * GET unless the call says POST, security flag on, 20000 ms timeout, login not needed unless the
 * call says so; every call carries the language, region, entrance and uid headers, the device
 * fingerprint pair, and on POST the CSRF header.
 *
 * What a failing `ret` code does is decided by the error catalogue: PARAM_PARSE_ERROR retries once
 * in the other mode (GET ↔ POST); a session code on a call that needs login waits for the user to
 * log in and retries; an anti-creep block waits in the challenge queue and is resent; the
 * user-validate code goes to the verification URL; traffic limits show the retry-later dialog.
 * A call with the backup flag that fails reads the static data file for its api, language and
 * region instead. A POST whose CSRF token the server rejects is sent once more with a new token.
 */
import { is, validate } from 'superstruct';
import type { GatewayCall } from '../kernel/contract/calls.ts';
import { GATEWAY_VERSION, GatewayAnswerSchema, SUCCESS_CODE } from '../kernel/contract/envelope.ts';
import { CSRF_HEADER, CSRF_REJECTED_CODE, GATEWAY_HEADERS, REQUESTED_WITH, REQUESTED_WITH_HEADER, gatewayPath } from '../kernel/contract/headers.ts';
import type { HttpMethod } from '../kernel/contract/envelope.ts';
import { VerificationNeededSchema, type VerificationNeeded } from '../kernel/contract/verificationNeeded.ts';
import { verifyUrlOf, createChallengeQueue, MAX_CHALLENGES, type Challenge, type ChallengeQueue } from './challengeQueue.ts';
import { isGenericCode, parseRet, silentFailureKey } from '../kernel/contract/errorCodes.ts';
import { fetchAnswer } from './fetchAnswer.ts';
import { fetchWithTimeout } from './fetchWithTimeout.ts';
import { readJson } from './readBody.ts';
import { answerRefusal, type RefusalHooks } from './refusalHooks.ts';
import { deviceFingerprint, fingerprintHeaders, type FingerprintSource } from './fingerprint.ts';
import { MemberError } from './MemberError.ts';

export const GATEWAY_TIMEOUT_MS = 20_000;
export const BACKUP_TIMEOUT_MS = 5000;
/** `{api}`, `{language}` and `{region}` are filled in. */
export const DEFAULT_BACKUP_URL = '/static/member/{api}/{language}-{region}.json';

export interface GatewayContext {
  readonly language: string;
  readonly region: string;
  /** Where the call comes from: `web` for the popup. */
  readonly entrance: string;
  readonly uid?: string | undefined;
  /** The page the calls are made from: a verification URL is resolved against it. Default: this page. */
  readonly page?: string | undefined;
}

/** What the gateway needs from the page around it (the REST client shares `challenge`, `redirect` and `retryLater`). */
export interface GatewayHooks extends RefusalHooks {
  /** Lets the user log in; resolves when logged in, rejects when they give up. */
  readonly login: () => Promise<void>;
  /** The anti-bot challenge; resolves when passed. */
  readonly challenge: Challenge;
  /**
   * Verifies that it is the member, for a call that answered ACCOUNT_SECOND_VERIFICATION: resolves
   * once the service holds the verification as passed (the call is then sent again, once), rejects
   * when the shopper gives up. Without it, the call fails with its code.
   */
  readonly verify?: (needed: VerificationNeeded) => Promise<void>;
}

export interface GatewayClientOptions {
  /** The gateway host; empty for this page's origin. Read for every call. */
  readonly host?: string | (() => string);
  /** The host of the retry in the other mode (PARAM_PARSE_ERROR); default the gateway host. */
  readonly otherModeHost?: string | (() => string);
  readonly fetch?: typeof fetch;
  readonly context: () => GatewayContext;
  /** The CSRF token for POST calls (the REST client's); `refresh` asks for a new one after a rejection. */
  readonly csrfToken?: (refresh?: boolean) => Promise<string>;
  readonly fingerprint?: FingerprintSource;
  /** The static data files' URL template; a function is read for every fallback. */
  readonly backupUrl?: string | (() => string | undefined);
  readonly hooks: GatewayHooks;
  /** The challenge queue shared with the REST client; default: one of its own on `hooks.challenge`. */
  readonly challenges?: ChallengeQueue;
}

/** Per-request options (spec section 3: api, v, type, data, needLogin, isSec, timeout). */
export interface GatewayRequestOptions {
  readonly v?: string;
  readonly type?: HttpMethod;
  readonly needLogin?: boolean;
  readonly isSec?: boolean;
  readonly timeout?: number;
  readonly backup?: boolean;
  /** Aborts the call: it rejects with the signal's reason, not a MemberError. */
  readonly signal?: AbortSignal | undefined;
}

export interface GatewayClient {
  call<Q, D>(call: GatewayCall<Q, D>, data: NoInfer<Q>, options?: GatewayRequestOptions): Promise<D>;
}

function otherMode(method: HttpMethod): HttpMethod {
  return method === 'GET' ? 'POST' : 'GET';
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? encodeURIComponent(values[name] ?? '') : match));
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { hooks } = options;
  const backupUrl = () => (typeof options.backupUrl === 'function' ? options.backupUrl() : options.backupUrl) ?? DEFAULT_BACKUP_URL;
  const read = (value: string | (() => string) | undefined) => (typeof value === 'function' ? value() : value) ?? '';
  const host = () => read(options.host);
  const otherModeHost = () => read(options.otherModeHost) || host();
  const fingerprint = fingerprintHeaders(options.fingerprint ?? deviceFingerprint);
  const queue = options.challenges ?? createChallengeQueue(hooks.challenge);

  async function attempt<Q, D>(
    call: GatewayCall<Q, D>,
    data: Q,
    method: HttpMethod,
    { v = GATEWAY_VERSION, isSec = true, timeout = GATEWAY_TIMEOUT_MS, signal }: GatewayRequestOptions,
    origin: string,
  ): Promise<D> {
    const context = options.context();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH,
      [GATEWAY_HEADERS.language]: context.language,
      [GATEWAY_HEADERS.region]: context.region,
      [GATEWAY_HEADERS.entrance]: context.entrance,
      ...(context.uid ? { [GATEWAY_HEADERS.uid]: context.uid } : {}),
      ...(await fingerprint()),
    };
    const params = new URLSearchParams({ isSec: isSec ? '1' : '0' });
    const form = new URLSearchParams({ data: JSON.stringify(data ?? {}) });
    const init: RequestInit = { method, credentials: 'include', headers, ...(signal ? { signal } : {}) };
    if (method === 'POST') {
      if (options.csrfToken) headers[CSRF_HEADER] = await options.csrfToken();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = form.toString();
    } else {
      for (const [name, value] of form) params.set(name, value);
    }
    const { ok, status, body } = await fetchAnswer(`${origin}${gatewayPath(call.api, v)}?${params}`, init, timeout, options.fetch);
    if (!is(body, GatewayAnswerSchema)) throw ok ? MemberError.malformed(body, status) : MemberError.status(status);
    const answerData = (body as { data?: unknown }).data;
    const ret = parseRet(body.ret);
    if (ret.code !== SUCCESS_CODE) throw new MemberError('server', ret, { status, data: answerData, silent: silentFailureKey(call) });
    if (!ok) throw MemberError.status(status);
    const [failure, value] = validate(answerData ?? {}, call.data);
    if (failure) throw MemberError.malformed(failure, status);
    return value;
  }

  async function backup<Q, D>(call: GatewayCall<Q, D>): Promise<D> {
    const { language, region } = options.context();
    const url = `${host()}${fill(backupUrl(), { api: call.api, language, region })}`;
    const response = await fetchWithTimeout(url, { credentials: 'omit' }, BACKUP_TIMEOUT_MS, options.fetch);
    if (!response.ok) throw MemberError.status(response.status);
    const [failure, value] = validate(await readJson(response), call.data);
    if (failure) throw MemberError.malformed(failure);
    return value;
  }

  async function call<Q, D>(call: GatewayCall<Q, D>, data: Q, request: GatewayRequestOptions = {}): Promise<D> {
    const needLogin = request.needLogin ?? call.needLogin;
    let method = request.type ?? call.method;
    let switched = false;
    let loggedIn = false;
    let csrfRefreshed = false;
    let challenges = 0;
    let verified = false;
    for (;;) {
      try {
        // The retry in the other mode goes to the other mode's host.
        return await attempt(call, data, method, request, switched ? otherModeHost() : host());
      } catch (caught) {
        if (!(caught instanceof MemberError)) throw caught;
        if (caught.code === CSRF_REJECTED_CODE && method === 'POST' && options.csrfToken && !csrfRefreshed) {
          csrfRefreshed = true;
          await options.csrfToken(true);
          continue;
        }
        const reaction = caught.reaction({ needLogin });
        if (reaction.type === 'retryOtherMode' && !switched) {
          switched = true;
          method = otherMode(method);
          continue;
        }
        if (reaction.type === 'login' && !loggedIn) {
          await hooks.login();
          loggedIn = true;
          continue;
        }
        if (reaction.type === 'challenge' && challenges < MAX_CHALLENGES) {
          challenges++;
          await queue.hold(verifyUrlOf(caught.data, options.context().page));
          continue;
        }
        if (reaction.type === 'secondVerification' && hooks.verify && !verified && is(caught.data, VerificationNeededSchema)) {
          await hooks.verify(caught.data);
          verified = true;
          continue;
        }
        // The retry-later dialog is the one message: no backup data after it.
        const answered = answerRefusal(caught, reaction, hooks, options.context().page);
        if (answered.isAnnounced) throw answered;
        if ((request.backup ?? call.backup) && (caught.kind !== 'server' || isGenericCode(caught.code))) {
          try {
            return await backup(call);
          } catch {
            // The backup failed too: the original failure is the one to report.
          }
        }
        throw caught;
      }
    }
  }

  return { call };
}
