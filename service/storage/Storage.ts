/**
 * What the member service keeps, behind one small interface that the embedded SQLite adapter and
 * the PostgreSQL adapter (several instances on one database) both implement; the shapes of what it
 * keeps are in storedRecords.ts. Methods are async for PostgreSQL's sake.
 * Times are epoch milliseconds.
 */
import type {
  AddressRecord,
  AddressValues,
  CodeRecord,
  DefaultKind,
  IssueRefusal,
  LegacyAccountRecord,
  LegacyCounts,
  LegacyItem,
  NewSession,
  NewOrder,
  NewUser,
  OrderQuery,
  OrderRecord,
  OrderValues,
  PasskeyRecord,
  QrRecord,
  QrState,
  SecurityAnswerRecord,
  SessionRecord,
  TokenRecord,
  UserChanges,
  UserRecord,
  VoucherRecord,
} from './storedRecords.ts';

export type * from './storedRecords.ts';

/** Codes and QR sessions are kept a day (`purgeExpired`): codes count toward the sending caps that long. */
export const CODE_RETENTION_MS = 24 * 60 * 60_000;

export interface Storage {
  readonly users: {
    byId(id: number): Promise<UserRecord | undefined>;
    byEmail(email: string): Promise<UserRecord | undefined>;
    byPhone(phonePrefixCode: string, phone: string): Promise<UserRecord | undefined>;
    insert(user: NewUser, at: number): Promise<UserRecord>;
    update(id: number, changes: UserChanges, at: number): Promise<UserRecord>;
  };
  readonly addresses: {
    /** The member's addresses, oldest first. */
    list(userId: number): Promise<readonly AddressRecord[]>;
    /**
     * Adds an address unless the member already has `limit` (then `LIMIT`), atomically: parallel
     * adds never pass the limit (SQLite: one IMMEDIATE transaction; PostgreSQL: one transaction
     * holding the member's advisory lock). The member's first address is the default of both kinds.
     */
    insert(userId: number, values: AddressValues, limit: number, at: number): Promise<AddressRecord | 'LIMIT'>;
    /** Changes one of the member's addresses; undefined when the member has no such address. */
    update(userId: number, id: number, values: AddressValues, at: number): Promise<AddressRecord | undefined>;
    /** Removes one of the member's addresses; false when the member has no such address. */
    delete(userId: number, id: number): Promise<boolean>;
    /**
     * Makes one of the member's addresses the default of `kind`, and no other of theirs, in one
     * transaction; false when the member has no such address.
     */
    setDefault(userId: number, id: number, kind: DefaultKind): Promise<boolean>;
  };
  readonly orders: {
    insert(order: NewOrder): Promise<OrderRecord>;
    /** Order `id` when it is `userId`'s; undefined for another member's or none. */
    byId(userId: number, id: number): Promise<OrderRecord | undefined>;
    /** How many of `userId`'s orders are in each status (statuses without orders left out). */
    counts(userId: number): Promise<Readonly<Record<string, number>>>;
    /**
     * One page of `userId`'s orders, newest first, and how many match in all: only that member's,
     * whatever else is asked (every query is scoped by the member).
     */
    page(userId: number, query: OrderQuery): Promise<{ readonly orders: readonly OrderRecord[]; readonly total: number }>;
    /** The member's orders in one of `statuses`, newest first (the deletion's blockers). */
    withStatus(userId: number, statuses: readonly string[]): Promise<readonly OrderRecord[]>;
  };
  /** Orders placed without an account, kept by the e-mail they were placed with until a member claims them. */
  readonly guestOrders: {
    insert(email: string, order: OrderValues): Promise<void>;
    /** How many guest orders `email` has (any case). */
    count(email: string): Promise<number>;
    /**
     * Makes every guest order of `email` (any case) an order of `userId`, in one transaction: each
     * moves once, to one member, however many claims run at once. Answers how many moved.
     */
    claim(email: string, userId: number): Promise<number>;
  };
  readonly legacy: {
    /** Adds an old account and what it holds (the demo's seed). */
    insert(account: Omit<LegacyAccountRecord, 'mergedInto' | 'mergedAt'>, items: readonly LegacyItem[]): Promise<void>;
    byId(id: string): Promise<LegacyAccountRecord | undefined>;
    /** The unmerged old accounts with this e-mail (any case) or this phone, by id. */
    matching(email: string | null, phonePrefixCode: string | null, phone: string | null): Promise<readonly LegacyAccountRecord[]>;
    /** What the account still holds, by kind. */
    counts(id: string): Promise<LegacyCounts>;
    /**
     * Merges old account `id` into member `userId`, in one transaction: marks it merged (only
     * when it was not: of two merges at once, one wins), moves its orders, addresses (none a
     * default) and vouchers into the member's tables and removes them from it. Answers what moved,
     * or undefined when it was merged already (or is unknown).
     */
    merge(id: string, userId: number, at: number): Promise<LegacyCounts | undefined>;
  };
  readonly vouchers: {
    list(userId: number): Promise<readonly VoucherRecord[]>;
  };
  readonly sessions: {
    insert(session: NewSession): Promise<void>;
    /** `id` is the hashed id, as stored. */
    get(id: string): Promise<SessionRecord | undefined>;
    /** The member's sessions alive at `at`, oldest first (the devices page). */
    listForUser(userId: number, at: number): Promise<readonly SessionRecord[]>;
    /**
     * Records a use of session `id` at `at` when the last one recorded is `minIntervalMs` old or
     * more, and moves its end to `expiresAt` (its idle timeout from now, within its lifetime): one
     * conditional UPDATE, so a busy session writes at most once per interval.
     */
    touch(id: string, at: number, minIntervalMs: number, expiresAt: number): Promise<void>;
    delete(id: string): Promise<void>;
    /** Gives session `id` (of `userId`) the member's name for its device, or takes it away (null). Answers whether it was there. */
    rename(id: string, userId: number, name: string | null): Promise<boolean>;
    /**
     * Ends every session of `userId` but `keepId` (a hashed id, or undefined to end them all): a
     * password reset logs every other browser out. One statement: `DELETE FROM sessions WHERE
     * user_id = ? AND id IS NOT ?` (PostgreSQL: `IS DISTINCT FROM`), answering the rows deleted.
     */
    deleteForUser(userId: number, keepId: string | undefined): Promise<number>;
  };
  readonly codes: {
    /** The newest code of this target and purpose, open or not. */
    latest(target: string, purpose: string): Promise<CodeRecord | undefined>;
    /**
     * Sends a new code only if the rules allow it, atomically (40 parallel sends give one code):
     * refused with TOO_FREQUENT when the newest code of this target and purpose was sent less than
     * `resendAfterMs` ago, with SEND_LIMIT when `perHour` codes went to `target` (any purpose) in
     * the hour before `code.sentAt`. Otherwise closes the open codes of this target and purpose
     * and adds the new one. SQLite: one IMMEDIATE transaction. PostgreSQL: one transaction that
     * first takes `pg_advisory_xact_lock(hashtext(target))`, then the same reads and writes.
     */
    issue(
      code: Omit<CodeRecord, 'id' | 'wrongTries' | 'closedAt'>,
      rules: { readonly resendAfterMs: number; readonly perHour: number },
    ): Promise<{ readonly code: CodeRecord } | { readonly refused: IssueRefusal }>;
    /**
     * Counts a wrong try of an open code and closes it when the count reaches `maxTries`; answers
     * the count, or 0 when the code was already closed. One statement:
     * `UPDATE codes SET wrong_tries = wrong_tries + 1, closed_at = CASE WHEN wrong_tries + 1 >= ?
     * THEN ? END WHERE id = ? AND closed_at IS NULL RETURNING wrong_tries`.
     */
    recordWrongTry(id: number, maxTries: number, at: number): Promise<number>;
    /**
     * Uses an open, unexpired code: true when this call closed it (only one of any number of
     * parallel uses wins). One statement: `UPDATE codes SET closed_at = ? WHERE id = ? AND
     * closed_at IS NULL AND expires_at > ?`, true when one row changed.
     */
    use(id: number, at: number): Promise<boolean>;
    close(id: number, at: number): Promise<void>;
  };
  readonly tokens: {
    insert(token: TokenRecord): Promise<void>;
    /** The token, if of this kind and not expired at `at`; it stays usable. */
    peek(token: string, kind: string, at: number): Promise<TokenRecord | undefined>;
    /** The member's tokens of `kind` alive at `at`, the latest to expire first, at most `limit` (the login activity). */
    listForUser(userId: number, kind: string, at: number, limit: number): Promise<readonly TokenRecord[]>;
    /** Like peek, and the token is gone afterwards: single use. */
    take(token: string, kind: string, at: number): Promise<TokenRecord | undefined>;
    /**
     * Deletes every token of `userId` (whatever its kind) but those of the `keepKinds`: a password
     * change, a deletion or "this wasn't me" leaves nothing that could bring a session back.
     * Answers how many went.
     */
    deleteForUser(userId: number, keepKinds?: readonly string[]): Promise<number>;
  };
  /**
   * Members' passkeys (WebAuthn credentials, issue 34). They live here, not in an instance's
   * memory: a passkey removed is gone for every instance at once.
   */
  readonly passkeys: {
    /** Adds a passkey; false when a passkey with its credential id exists (of any member). */
    insert(passkey: PasskeyRecord): Promise<boolean>;
    byId(id: string): Promise<PasskeyRecord | undefined>;
    /** The member's passkeys, oldest first. */
    listForUser(userId: number): Promise<readonly PasskeyRecord[]>;
    /**
     * Records a use of passkey `id` with the authenticator's new signature `counter`, only when it
     * moves forward (or both it and the stored one are 0: an authenticator that keeps none). One
     * conditional UPDATE (`… WHERE id = ? AND (counter < ? OR (counter = 0 AND ? = 0))`), so of two
     * assertions with the same counter (a cloned authenticator, a replay racing) only one passes.
     */
    use(id: string, counter: number, at: number): Promise<boolean>;
    /** Gives one of the member's passkeys a new name; false when the member has no such passkey. */
    rename(userId: number, id: string, name: string): Promise<boolean>;
    /** Removes one of the member's passkeys; false when the member has no such passkey. */
    delete(userId: number, id: string): Promise<boolean>;
    /** Removes the member's passkeys that may not verify yet at `at` (added in a recovery window still open); answers how many. */
    deleteUnsettled(userId: number, at: number): Promise<number>;
  };
  /** The security questions' answers of the accounts that have them (the question bank). */
  readonly securityAnswers: {
    list(userId: number): Promise<readonly SecurityAnswerRecord[]>;
    /** Replaces the member's answers with `answers`. */
    set(userId: number, answers: readonly SecurityAnswerRecord[]): Promise<void>;
  };
  readonly qr: {
    insert(qr: QrRecord): Promise<void>;
    get(requestId: string): Promise<QrRecord | undefined>;
    /** The newest session (development tools). */
    latest(): Promise<QrRecord | undefined>;
    /**
     * Counts one poll of the browser whose binding hash is `binding` and answers the session after
     * it; a session still PENDING or SCANNED past `expire` polls turns FAILURE. Another browser's
     * poll finds nothing and counts nothing. One statement, so parallel polls (on several
     * instances) each count and none writes an old state back: `UPDATE qr_sessions SET polls =
     * polls + 1, state = CASE WHEN state IN ('PENDING', 'SCANNED') AND polls + 1 > expire THEN
     * 'FAILURE' ELSE state END WHERE request_id = ? AND binding = ? RETURNING *`.
     */
    poll(requestId: string, binding: string): Promise<QrRecord | undefined>;
    /**
     * Moves a session on only while it is in one of the `from` states (one conditional UPDATE), so
     * of a confirmation and an expiry racing, one wins; true when it moved.
     */
    advance(requestId: string, from: readonly QrState[], changes: Readonly<{ state: QrState; userId?: number; token?: string; scannedBy?: string }>): Promise<boolean>;
  };
  /**
   * Fixed-window counters: failed logins of an account, logins and code sends of a client
   * address, sends to a country code, the day's sends. A window opens at the first hit of a key
   * and lasts `windowMs`; a hit after it opens a new one.
   */
  readonly counters: {
    /**
     * Counts one hit of `key` and answers the count in its window, this hit included: check and
     * increment in one statement, so parallel hits each see a different count. The statement:
     * `INSERT INTO counters (key, window_start, window_ms, count) VALUES (?, at, windowMs, 1)
     * ON CONFLICT (key) DO UPDATE SET count = CASE WHEN counters.window_start + counters.window_ms
     * <= at THEN 1 ELSE counters.count + 1 END, window_start = CASE … THEN at ELSE
     * counters.window_start END, window_ms = excluded.window_ms RETURNING count`.
     */
    hit(key: string, windowMs: number, at: number): Promise<number>;
    /**
     * Reserves one of the `max` attempts of `key`'s window: counts it and answers true when the
     * window had fewer than `max`, else counts nothing and answers false. One statement (`INSERT …
     * ON CONFLICT (key) DO UPDATE SET … WHERE counters.window_start + counters.window_ms <= at OR
     * counters.count < max RETURNING count`), so of parallel attempts exactly `max` are taken: a
     * limit on an expensive check (a password hash) reserves before the check, never after it.
     */
    take(key: string, max: number, windowMs: number, at: number): Promise<boolean>;
    /** Gives back one attempt of `key`'s window (a right answer is not a wrong one); never below 0. */
    giveBack(key: string, at: number): Promise<void>;
    /** The count of `key` in its window at `at` (0 when the window is over), without counting. */
    peek(key: string, at: number): Promise<number>;
    clear(key: string): Promise<void>;
  };
  /**
   * Deletes what can no longer be used at `at`: expired sessions and tokens, codes sent more than
   * a day ago, QR sessions older than a day, counters whose window is over; and marks DELETED the
   * accounts whose deletion's cooling period ended (`deletion_ends_at <= at`). Answers how many
   * rows went or changed. Run at start and then every few minutes (app.ts).
   */
  purgeExpired(at: number): Promise<number>;
  close(): Promise<void>;
}
