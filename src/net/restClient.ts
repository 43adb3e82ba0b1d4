/**
 * The REST client of the member host (spec section 7): credentials included, JSON both ways, the
 * CSRF header on every POST (token from `getCsrfToken`, fetched once per host and refreshed when
 * the server rejects it), `X-Requested-With`, the device-fingerprint pair, a timeout. Success means a status of
 * 200-299 and `success: true`; every answer is checked against the contract before it is used.
 * An anti-bot answer (`FAIL_SYS_ANTI_CREEP` with the challenge page in `module.url`, as the member
 * service gives a password login past its failure limit) waits in the challenge queue the gateway
 * uses, and the call is resent once the challenge is passed (spec section 4). With the page's
 * hooks, `FAIL_SYS_USER_VALIDATE` goes to the allow-listed verification URL in `module.url` and a
 * traffic limit (`FAIL_SYS_TRAFFIC_LIMIT`, `FAIL_SYS_FLOWLIMIT`) shows the retry-later dialog, as
 * on the gateway (spec section 8).
 */
import { is, validate } from 'superstruct';
import type { RestCall } from '../kernel/contract/calls.ts';
import { AnyEnvelopeSchema, type ErrorCode } from '../kernel/contract/envelope.ts';
import { CsrfTokenSchema } from '../kernel/contract/entities.ts';
import { CSRF_HEADER, CSRF_REJECTED_CODE, REQUESTED_WITH, REQUESTED_WITH_HEADER } from '../kernel/contract/headers.ts';
import { MAX_CHALLENGES, verifyUrlOf, type ChallengeQueue } from './challengeQueue.ts';
import { fetchAnswer, type Answer } from './fetchAnswer.ts';
import { deviceFingerprint, fingerprintHeaders, type FingerprintSource } from './fingerprint.ts';
import { silentFailureKey } from '../kernel/contract/errorCodes.ts';
import { MemberError } from './MemberError.ts';
import { answerRefusal, type RefusalHooks } from './refusalHooks.ts';

export const REST_TIMEOUT_MS = 20_000;
export const CSRF_PATH = '/user/api/getCsrfToken';

export interface RestClientOptions {
  /** The member host, such as `https://member.example.sg`; empty for this page's origin. Read for every call. */
  readonly host?: string | (() => string);
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly fingerprint?: FingerprintSource;
  /** Extra headers for every call (the language, for instance). */
  readonly headers?: () => Readonly<Record<string, string>>;
  /**
   * Where an anti-bot answer waits for its challenge (shared with the gateway client). Without it
   * such an answer rejects as it came.
   */
  readonly challenges?: ChallengeQueue;
  /**
   * What a refused call asks of the page, as the gateway's hooks do: the user-validate code's
   * redirect, the traffic limits' retry-later dialog. Without them such an answer rejects as it came.
   */
  readonly hooks?: RefusalHooks;
  /** The page the calls are made from: a challenge or verification URL is resolved against it. Default: this page. */
  readonly page?: () => string | undefined;
}

export interface RestRequestOptions {
  /** Aborts the call: it rejects with the signal's reason, not a MemberError. */
  readonly signal?: AbortSignal | undefined;
  /**
   * A call the shopper did not ask for (Login's passkey autofill, as Login shows): its refusal is
   * thrown as it is, with no challenge window, retry-later dialog or verification page.
   */
  readonly quiet?: boolean;
}

export interface RestClient {
  /**
   * Sends `payload` to `call` and resolves with its checked module, or rejects with a MemberError
   * (or the abort reason of `options.signal`).
   */
  call<Q, M>(call: RestCall<Q, M>, payload: NoInfer<Q>, options?: RestRequestOptions): Promise<M>;
  /** The CSRF token, fetched on first use; `refresh` fetches a new one. */
  csrfToken(refresh?: boolean): Promise<string>;
}

/** `payload` as a query string, for GET calls. */
function query(payload: unknown): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The refusal `errorCode` of `call` as an error; without a displayMessage it reads as the call's fallback. */
export function errorFromCode(call: { readonly path: string }, errorCode: ErrorCode | undefined, status: number, data?: unknown): MemberError {
  const code = errorCode?.key || 'UNKNOWN_FAIL_CODE';
  const message = errorCode?.displayMessage?.trim();
  return new MemberError('server', message ? { code, message } : { code }, { status, data, silent: silentFailureKey(call) });
}

export function createRestClient(options: RestClientOptions = {}): RestClient {
  const { timeoutMs = REST_TIMEOUT_MS } = options;
  const host = () => (typeof options.host === 'function' ? options.host() : options.host) ?? '';
  const fingerprint = fingerprintHeaders(options.fingerprint ?? deviceFingerprint);
  /** The CSRF token and the host it came from: a token is only ever sent back to its own host. */
  let csrf: { readonly host: string; readonly token: Promise<string> } | undefined;

  async function send(method: 'GET' | 'POST', path: string, payload: unknown, csrfToken?: string, signal?: AbortSignal): Promise<Answer> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH,
      ...options.headers?.(),
      ...(await fingerprint()),
    };
    if (csrfToken !== undefined) headers[CSRF_HEADER] = csrfToken;
    const init: RequestInit = { method, credentials: 'include', headers, ...(signal ? { signal } : {}) };
    if (method === 'POST') {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(payload ?? {});
    }
    return fetchAnswer(`${host()}${path}${method === 'GET' ? query(payload) : ''}`, init, timeoutMs, options.fetch);
  }

  /** The envelope's module checked against `schema`, or the error the envelope stands for. */
  function open<M>({ status, ok, body }: Answer, call: Pick<RestCall<unknown, M>, 'path' | 'module'>): M {
    if (!is(body, AnyEnvelopeSchema)) throw ok ? MemberError.malformed(body, status) : MemberError.status(status);
    const module = (body as { module?: unknown }).module;
    if (!body.success) throw errorFromCode(call, body.errorCode, status, module);
    if (!ok) throw MemberError.status(status);
    const [failure, value] = validate(module ?? {}, call.module);
    if (failure) throw MemberError.malformed(failure, status);
    return value;
  }

  async function fetchCsrfToken(): Promise<string> {
    return open(await send('GET', CSRF_PATH, undefined), { path: CSRF_PATH, module: CsrfTokenSchema }).token;
  }

  function csrfToken(refresh = false): Promise<string> {
    const current = host();
    if (refresh || csrf?.host !== current) {
      const pending = { host: current, token: fetchCsrfToken() };
      // A failed fetch is not kept: the next call asks again.
      pending.token.catch(() => {
        if (csrf === pending) csrf = undefined;
      });
      csrf = pending;
    }
    return csrf.token;
  }

  async function once<Q, M>(call: RestCall<Q, M>, payload: Q, signal: AbortSignal | undefined): Promise<M> {
    if (call.method === 'GET') {
      return open(await send('GET', call.path, payload, undefined, signal), call);
    }
    let answer = await send('POST', call.path, payload, await csrfToken(), signal);
    if (isCsrfRejection(answer.body)) answer = await send('POST', call.path, payload, await csrfToken(true), signal);
    return open(answer, call);
  }

  async function call<Q, M>(call: RestCall<Q, M>, payload: Q, { signal, quiet = false }: RestRequestOptions = {}): Promise<M> {
    for (let challenges = 0; ; challenges++) {
      try {
        return await once(call, payload, signal);
      } catch (caught) {
        if (!(caught instanceof MemberError) || quiet) throw caught;
        const queue = options.challenges;
        const reaction = caught.reaction();
        if (reaction.type !== 'challenge' || !queue || challenges >= MAX_CHALLENGES) {
          throw options.hooks ? answerRefusal(caught, reaction, options.hooks, options.page?.()) : caught;
        }
        await queue.hold(verifyUrlOf(caught.data, options.page?.()));
        // Closed meanwhile: nothing is resent.
        signal?.throwIfAborted();
      }
    }
  }

  return { call, csrfToken };
}

function isCsrfRejection(body: unknown): boolean {
  return is(body, AnyEnvelopeSchema) && !body.success && body.errorCode?.key === CSRF_REJECTED_CODE;
}
