/**
 * The one error family of the member calls. `code` is the server's code (the gateway `ret` code or
 * the envelope's `errorCode.key`) or one of ours for failures that never reached a server answer;
 * `userMessage` is what the shopper reads: a catalogue key, or the server's message as plain text.
 */
import type { UserMessage } from '../i18n/userMessage.ts';
import { errorReaction, userMessage, type ErrorReaction, type ReactionOptions, type RetItem } from '../kernel/contract/errorCodes.ts';
import type { ErrorMessageKey } from '../kernel/messageKeys.ts';

/** What to do about a member call's error: the kernel's reaction, with any catalogue message. */
export type MemberErrorReaction = ErrorReaction<UserMessage>;

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
  | 'server'
  /** The anti-bot challenge the call waited for was not passed (its window was blocked or closed). */
  | 'challenge';

/**
 * Our codes for failures without a server code: the network and timeout ones read as the network
 * error, MALFORMED_ANSWER as "something went wrong", CHALLENGE_FAILED as 'Verification Failed'.
 */
export const NETWORK_ERROR = 'FAIL_SYS_NETWORK_ERROR';
export const TIMEOUT = 'FAIL_SYS_TIMEOUT';
export const MALFORMED_ANSWER = 'MALFORMED_ANSWER';
export const CHALLENGE_FAILED = 'CHALLENGE_FAILED';
/** An answer whose body passes the spec's 10 MB (net/readBody.ts): read as "something went wrong". */
export const ANSWER_TOO_LARGE = 'ANSWER_TOO_LARGE';

export interface MemberErrorDetails {
  readonly status?: number;
  readonly data?: unknown;
  readonly cause?: unknown;
  readonly announced?: boolean;
  /** What the shopper reads when the server refused without a message (`silentFailureKey` of the call). */
  readonly silent?: ErrorMessageKey;
}

function messageOf(kind: FailureKind, item: RetItem, silent: ErrorMessageKey | undefined): UserMessage {
  if (kind === 'malformed') return { key: 'error.somethingWrong' };
  if (kind === 'challenge') return { key: 'error.challengeFailed' };
  return userMessage(item, silent);
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
    this.userMessage = messageOf(kind, item, details.silent);
  }

  /** This error, marked as already shown to the shopper. */
  announced(): MemberError {
    return new MemberError(this.kind, this.#item, { ...this.#details, announced: true });
  }

  /** What to do about this error in a call of kind `call`. */
  reaction(options: Omit<ReactionOptions, 'silent'> = {}): MemberErrorReaction {
    if (this.kind !== 'server') return { type: 'message', message: this.userMessage };
    return errorReaction(this.#item, { ...options, ...(this.#details.silent ? { silent: this.#details.silent } : {}) });
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

  /** The anti-bot challenge was not passed: `cause` says why (the window was blocked or closed). */
  static challenge(cause: unknown): MemberError {
    return new MemberError('challenge', { code: CHALLENGE_FAILED }, { cause });
  }

  /** An answer of `bytes` (at least) where at most `limit` may come: refused unread. */
  static tooLarge(bytes: number, limit: number): MemberError {
    return new MemberError('malformed', { code: ANSWER_TOO_LARGE, message: `the answer is over ${limit} bytes (${bytes} at least)` });
  }

  static malformed(cause: unknown, status?: number): MemberError {
    return new MemberError('malformed', { code: MALFORMED_ANSWER }, status === undefined ? { cause } : { cause, status });
  }
}

/** Any thrown value as a MemberError (a bug in our code reads as "something went wrong"). */
export function asMemberError(error: unknown): MemberError {
  return error instanceof MemberError ? error : new MemberError('malformed', { code: MALFORMED_ANSWER }, { cause: error });
}
