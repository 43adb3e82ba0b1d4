/** The shape of a call of the wire contract (a REST call, a gateway call), and the definition of a gateway call: what the call tables are made of. */
import type { Struct } from 'superstruct';
import type { HttpMethod } from './envelope.ts';

/** A REST call under the member host: the answer is an envelope around `module`. */
export interface RestCall<Q, M> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly request: Struct<Q, unknown>;
  readonly module: Struct<M, unknown>;
}

/** A gateway call: the answer's `data` is checked with `data`. */
export interface GatewayCall<Q, D> {
  readonly api: string;
  /** GET unless the spec says POST. */
  readonly method: HttpMethod;
  /** Session codes send the user to login and the call is retried after it. */
  readonly needLogin: boolean;
  /** Falls back to the static data file for its api, language and region when it fails. */
  readonly backup: boolean;
  readonly request: Struct<Q, unknown>;
  readonly data: Struct<D, unknown>;
}

export type RequestOf<C> = C extends RestCall<infer Q, infer _M> ? Q : C extends GatewayCall<infer Q, infer _D> ? Q : never;
export type AnswerOf<C> = C extends RestCall<infer _Q, infer M> ? M : C extends GatewayCall<infer _Q, infer D> ? D : never;

/** A gateway call's definition (its options as spec section 3 names them). */
export function gateway<Q, D>(
  api: string,
  request: Struct<Q, unknown>,
  data: Struct<D, unknown>,
  { method = 'GET', needLogin = false, backup = false }: { method?: HttpMethod; needLogin?: boolean; backup?: boolean } = {},
): GatewayCall<Q, D> {
  return { api, method, needLogin, backup, request, data };
}
