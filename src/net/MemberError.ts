/**
 * The one error family of the member calls. `code` is the server's code (the gateway `ret` code or
 * the envelope's `errorCode.key`) or one of ours for failures that never reached a server answer;
 * `userMessage` is what the shopper reads: a catalogue key, or the server's message as plain text.
 */
import type { UserMessage } from '../i18n/userMessage.ts';
import { errorReaction, userMessage, type CallKind, type ErrorReaction, type RetItem } from './errorCodes.ts';

export type FailureKind =
  /** The request never got an answer (offline, DNS, CORS, aborted). */
  | 'network'
  /** No answer within the call's timeout. */
  | 'timeout'
  /** A status outside 200-299 without a readable envelope. */
  | 'status'
  /** An answer that does not match the contract. */
  | 'malformed'
  /** The server said no: `success: false` or a failing `ret`. */
  | 'server';

/** Our codes for failures without a server code; all but MALFORMED_ANSWER read as the network error. */
export const NETWORK_ERROR = 'FAIL_SYS_NETWORK_ERROR';
export const TIMEOUT = 'FAIL_SYS_TIMEOUT';
export const MALFORMED_ANSWER = 'MALFORMED_ANSWER';

export interface MemberErrorDetails {
  readonly status?: number;
  readonly data?: unknown;
  readonly cause?: unknown;
  readonly announced?: boolean;
}

export class MemberError extends Error {
  override readonly name = 'MemberError';
  readonly kind: FailureKind;
  readonly code: string;
  readonly userMessage: UserMessage;
  /** The HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** The answer's data (the gateway's `data`, the envelope's `module`), for codes that carry a URL. */
  readonly data: unknown;
  /** The shopper was already told (the retry-later dialog): no toast or inline message follows. */
  readonly isAnnounced: boolean;
  readonly #item: RetItem;
  readonly #details: MemberErrorDetails;

  constructor(kind: FailureKind, item: RetItem, details: MemberErrorDetails = {}) {
    super(item.message ? `${item.code}::${item.message}` : item.code, { cause: details.cause });
    this.kind = kind;
    this.code = item.code;
    this.#item = item;
    this.#details = details;
    this.status = details.status;
    this.data = details.data;
    this.isAnnounced = details.announced ?? false;
    this.userMessage = kind === 'malformed' ? { key: 'error.somethingWrong' } : userMessage(item);
  }

  /** This error, marked as already shown to the shopper. */
  announced(): MemberError {
    return new MemberError(this.kind, this.#item, { ...this.#details, announced: true });
  }

  /** What to do about this error in a call of kind `call`. */
  reaction(options: { call?: CallKind; needLogin?: boolean } = {}): ErrorReaction {
    if (this.kind !== 'server') return { type: 'message', message: this.userMessage };
    return errorReaction(this.#item, options);
  }

  static network(cause: unknown): MemberError {
    return new MemberError('network', { code: NETWORK_ERROR }, { cause });
  }

  static timeout(cause: unknown): MemberError {
    return new MemberError('timeout', { code: TIMEOUT }, { cause });
  }

  static status(status: number): MemberError {
    return new MemberError('status', { code: `FAIL_SYS_HTTP_${status}` }, { status });
  }

  static malformed(cause: unknown, status?: number): MemberError {
    return new MemberError('malformed', { code: MALFORMED_ANSWER }, status === undefined ? { cause } : { cause, status });
  }
}

/** Any thrown value as a MemberError (a bug in our code reads as "something went wrong"). */
export function asMemberError(error: unknown): MemberError {
  return error instanceof MemberError ? error : new MemberError('malformed', { code: MALFORMED_ANSWER }, { cause: error });
}
