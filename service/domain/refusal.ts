/**
 * The one error type of the service: a request refused. The domain throws it and so do the routes;
 * the HTTP layer (http.ts) answers it: as an envelope on REST, as a `ret` list on the gateway, with
 * the status its reason maps to and the message in the request's language.
 */

/** Why a request is refused; http.ts's `statusOf` maps each reason to its HTTP status. */
export type RefusalReason =
  /** The shopper's request was understood and said no to (a wrong code, an expired token): answered 200, as the gateway does. */
  | 'refused'
  /** The request itself is malformed or off-contract. */
  | 'invalid'
  /** The request came from no page of ours (a missing or wrong CSRF token). */
  | 'forbidden'
  /** The body passes the service's limit. */
  | 'tooLarge'
  /** A rate limit was reached. */
  | 'tooMany'
  /** The service failed, not the request. */
  | 'fault';

export class Refusal extends Error {
  constructor(
    /** The wire code the element acts on (spec section 8). */
    readonly key: string,
    /** The shopper's message in English (domain/messages.ts, MESSAGES), written in the request's language when answered. */
    readonly displayMessage: string | undefined,
    readonly reason: RefusalReason = 'refused',
    /** What the answer carries besides (a URL to go to, the fields in error, …). */
    readonly data?: unknown,
  ) {
    super(displayMessage ? `${key}::${displayMessage}` : key);
  }
}
