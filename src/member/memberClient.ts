/**
 * The member api: the REST and gateway clients of one popup, sharing the CSRF token and the device
 * fingerprint. Flows call `client.rest(REST.login, …)` and `client.gateway(GATEWAY.sendCode, …)`,
 * typed by the wire contract.
 */
import type { GatewayCall, RestCall } from '../kernel/contract/calls.ts';
import { GATEWAY_HEADERS } from '../kernel/contract/headers.ts';
import { createChallengeQueue } from '../net/challengeQueue.ts';
import { createGatewayClient, type GatewayHooks, type GatewayRequestOptions } from '../net/gatewayClient.ts';
import { deviceFingerprint, type FingerprintSource } from '../net/fingerprint.ts';
import { createRestClient, type RestRequestOptions } from '../net/restClient.ts';
import { MemberError } from '../net/MemberError.ts';
import { readCookie } from '../security/documentCookies.ts';
import { failureReport, type Reporter } from './report.ts';
import { USER_ID_COOKIE } from '../kernel/contract/cookieNames.ts';

export const ENTRANCE = 'web';

export interface MemberClientOptions {
  /** The member host of REST calls; empty for this page's origin. A function is read for every call. */
  readonly memberHost?: string | (() => string);
  /** The gateway host; empty for this page's origin. */
  readonly gatewayHost?: string | (() => string);
  /** The host of the gateway's retry in the other mode; default the gateway host. */
  readonly otherModeHost?: string | (() => string);
  readonly backupUrl?: string | (() => string | undefined);
  readonly fetch?: typeof fetch;
  readonly fingerprint?: FingerprintSource;
  readonly language: () => string;
  readonly region: () => string;
  readonly hooks: GatewayHooks;
  /** The page the calls are made from (verification URLs resolve against it). Default: this page. */
  readonly page?: () => string;
  /** Told of every business error a call answers (`success=false`), for the host's analytics. */
  readonly report?: Reporter;
}

export interface MemberClient {
  rest<Q, M>(call: RestCall<Q, M>, payload: NoInfer<Q>, options?: RestRequestOptions): Promise<M>;
  gateway<Q, D>(call: GatewayCall<Q, D>, data: NoInfer<Q>, options?: GatewayRequestOptions): Promise<D>;
}

export function createMemberClient(options: MemberClientOptions): MemberClient {
  const fingerprint = options.fingerprint ?? deviceFingerprint;
  // One challenge for everything the service blocked at once, REST logins and gateway calls alike.
  const challenges = createChallengeQueue(options.hooks.challenge);
  const shared = { fingerprint, challenges, ...(options.fetch ? { fetch: options.fetch } : {}) };
  const rest = createRestClient({
    ...shared,
    host: options.memberHost ?? '',
    page: () => options.page?.(),
    // A limit or a user-validate answer on a REST call is the page's to answer, as on the gateway.
    hooks: options.hooks,
    headers: () => ({ 'Accept-Language': options.language(), [GATEWAY_HEADERS.region]: options.region() }),
  });
  const gateway = createGatewayClient({
    ...shared,
    host: options.gatewayHost ?? '',
    ...(options.otherModeHost ? { otherModeHost: options.otherModeHost } : {}),
    ...(options.backupUrl ? { backupUrl: options.backupUrl } : {}),
    csrfToken: rest.csrfToken,
    hooks: options.hooks,
    context: () => ({
      language: options.language(),
      region: options.region(),
      entrance: ENTRANCE,
      uid: readCookie(USER_ID_COOKIE),
      page: options.page?.(),
    }),
  });
  /** Reports a business error of `call` (not a lost connection, a timeout or an abort), then rethrows. */
  const reported =
    (call: Parameters<typeof failureReport>[0]) =>
    (error: unknown): never => {
      const report = error instanceof MemberError && error.kind === 'server' ? failureReport(call, error.code) : undefined;
      if (report) options.report?.(report);
      throw error;
    };
  return {
    rest: (call, payload, requestOptions) => rest.call(call, payload, requestOptions).catch(reported(call)),
    gateway: (call, data, requestOptions) => gateway.call(call, data, requestOptions).catch(reported(call)),
  };
}
