/**
 * The shared store: PostgreSQL through the `postgres` driver, for several service instances behind
 * a load balancer. Every check-and-count that protects the service happens in the database in one
 * statement (`INSERT … ON CONFLICT … DO UPDATE … RETURNING` for counters, `UPDATE … SET wrong_tries
 * = wrong_tries + 1 … RETURNING`, `UPDATE … WHERE closed_at IS NULL` to use a code, `DELETE …
 * RETURNING` to take a token) or in one transaction serialised by an advisory lock (issuing a
 * code), never read and written back from JavaScript, so that two instances cannot both pass a limit.
 */
import postgres, { type Sql } from 'postgres';
import { ADDRESS_LOCK_NAMESPACE, LOCK_NAMESPACE, migratePostgres, STARTUP_LOCK } from './postgresMigrations.ts';
import {
  addressFrom,
  codeFrom,
  DEFAULT_COLUMNS,
  legacyAccountFrom,
  legacyCounts,
  legacyData,
  orderFrom,
  qrFrom,
  type Row,
  sessionFrom,
  tokenFrom,
  USER_COLUMNS,
  userFrom,
  voucherFrom,
} from './records.ts';
import type { Storage } from './Storage.ts';

/** Codes and QR sessions are kept a day: codes count toward the sending caps that long. */
export const RETAIN_MS = 24 * 60 * 60_000;

export interface PostgresStorage extends Storage {
  /** Runs `task` while no other instance runs one (a session advisory lock): start-up seeding. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** The value kept under `name`, made by the first instance that asks; every instance gets the same. */
  sharedValue(name: string, make: () => string): Promise<string>;
}

/** The defined entries of `changes`, keyed by their column names. */
function columnsOf(changes: Readonly<Record<string, unknown>>, columns: Readonly<Record<string, string>>): Record<string, string | number | boolean | null> {
  const result: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(changes)) {
    const column = columns[name];
    if (column && value !== undefined) result[column] = value as string | number | boolean | null;
  }
  return result;
}

export interface PostgresOptions {
  /** Connections in this instance's pool. Default 10. */
  readonly max?: number;
  /** Seconds to wait for a connection before a query fails. Default 10. */
  readonly connectTimeout?: number;
  /** Seconds after which an idle connection is closed. Default: never. */
  readonly idleTimeout?: number;
}

/** Connects to `url` (postgres://user:password@host:port/database), migrates, and answers the store. */
export async function openPostgresStorage(url: string, { max = 10, connectTimeout = 10, idleTimeout }: PostgresOptions = {}): Promise<PostgresStorage> {
  const sql: Sql = postgres(url, { max, connect_timeout: connectTimeout, onnotice: () => {}, ...(idleTimeout ? { idle_timeout: idleTimeout } : {}) });
  try {
    await migratePostgres(sql);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  const one = async (query: Promise<Row[]>) => (await query)[0];
  /** The first row of `query` as a record, or undefined when there is none. */
  const first = async <T>(query: Promise<Row[]>, from: (row: Row) => T) => {
    const row = await one(query);
    return row ? from(row) : undefined;
  };
  /** The row a write returned (… RETURNING): none would be a broken invariant, not an answer. */
  const returned = async (query: Promise<Row[]>) => {
    const row = await one(query);
    if (!row) throw new Error('the statement returned no row');
    return row;
  };

  return {
    users: {
      byId: async (id) => first(sql`SELECT * FROM users WHERE id = ${id}`, userFrom),
      byEmail: async (email) => first(sql`SELECT * FROM users WHERE lower(email) = lower(${email})`, userFrom),
      byPhone: async (prefix, phone) => first(sql`SELECT * FROM users WHERE phone_prefix_code = ${prefix} AND phone = ${phone}`, userFrom),
      insert: async (user, at) =>
        userFrom(
          await returned(sql`
            INSERT INTO users (name, email, phone_prefix_code, phone, password_hash, gender, birthday, status, next_step, next_step_data,
                               full_name, newsletter, sms_newsletter, member_level, created_at, modified_at)
            VALUES (${user.name}, ${user.email}, ${user.phonePrefixCode}, ${user.phone}, ${user.passwordHash}, ${user.gender ?? null}, ${user.birthday ?? null},
                    ${user.status ?? 'NORMAL'}, ${user.nextStep ?? null}, ${user.nextStepData ?? null},
                    ${user.fullName ?? null}, ${user.newsletter ?? false}, ${user.smsNewsletter ?? false}, ${user.memberLevel ?? null}, ${at}, ${at})
            RETURNING *`),
        ),
      update: async (id, changes, at) => {
        const columns = { ...columnsOf(changes, USER_COLUMNS), modified_at: at };
        return userFrom(await returned(sql`UPDATE users SET ${sql(columns)} WHERE id = ${id} RETURNING *`));
      },
    },
    addresses: {
      list: async (userId) => (await sql<Row[]>`SELECT * FROM addresses WHERE user_id = ${userId} ORDER BY id`).map((row) => addressFrom(row)),
      insert: async (userId, values, limit, at) =>
        sql.begin(async (tx) => {
          // The member's lock: two adds at once count one after the other, so neither passes the limit.
          await tx`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_NAMESPACE}, ${userId})`;
          const [count] = await tx<Row[]>`SELECT COUNT(*)::int AS count FROM addresses WHERE user_id = ${userId}`;
          const existing = Number(count?.count ?? 0);
          if (existing >= limit) return 'LIMIT' as const;
          const first = existing === 0;
          const [row] = await tx<Row[]>`
            INSERT INTO addresses (user_id, recipient, phone_prefix, phone, country, fields, is_default_shipping, is_default_billing, created_at, modified_at)
            VALUES (${userId}, ${values.recipient}, ${values.phonePrefix}, ${values.phone}, ${values.country}, ${values.fields}, ${first}, ${first}, ${at}, ${at})
            RETURNING *`;
          if (!row) throw new Error('the statement returned no row');
          return addressFrom(row);
        }),
      update: async (userId, id, values, at) =>
        first(
          sql`UPDATE addresses SET recipient = ${values.recipient}, phone_prefix = ${values.phonePrefix}, phone = ${values.phone}, country = ${values.country},
              fields = ${values.fields}, modified_at = ${at} WHERE id = ${id} AND user_id = ${userId} RETURNING *`,
          addressFrom,
        ),
      delete: async (userId, id) => (await sql`DELETE FROM addresses WHERE id = ${id} AND user_id = ${userId}`).count > 0,
      setDefault: async (userId, id, kind) =>
        sql.begin(async (tx) => {
          const [own] = await tx<Row[]>`SELECT id FROM addresses WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`;
          if (!own) return false;
          await tx`UPDATE addresses SET ${tx(DEFAULT_COLUMNS[kind])} = (id = ${id}) WHERE user_id = ${userId}`;
          return true;
        }),
    },
    orders: {
      insert: async (order) =>
        orderFrom(
          await returned(sql`
            INSERT INTO orders (user_id, number, placed_at, total_minor, currency, status, items, delivery, history)
            VALUES (${order.userId}, ${order.number}, ${order.placedAt}, ${order.totalMinor}, ${order.currency}, ${order.status}, ${order.items},
                    ${order.delivery ?? ''}, ${order.history ?? '[]'})
            RETURNING *`),
        ),
      byId: async (userId, id) => first(sql`SELECT * FROM orders WHERE id = ${id} AND user_id = ${userId}`, orderFrom),
      counts: async (userId) =>
        Object.fromEntries(
          (await sql<Row[]>`SELECT status, COUNT(*)::int AS n FROM orders WHERE user_id = ${userId} GROUP BY status`).map((row) => [String(row.status), Number(row.n)]),
        ),
      page: async (userId, { from, to, status, offset, limit }) => {
        const matching = sql`user_id = ${userId} AND placed_at >= ${from ?? 0} AND placed_at < ${to ?? Number.MAX_SAFE_INTEGER}
                             AND (${status ?? null}::text IS NULL OR status = ${status ?? null}::text)`;
        const [rows, [count]] = await Promise.all([
          sql<Row[]>`SELECT * FROM orders WHERE ${matching} ORDER BY placed_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
          sql<Row[]>`SELECT COUNT(*)::int AS total FROM orders WHERE ${matching}`,
        ]);
        return { orders: rows.map((row) => orderFrom(row)), total: Number(count?.total ?? 0) };
      },
      withStatus: async (userId, statuses) =>
        statuses.length === 0
          ? []
          : (await sql<Row[]>`SELECT * FROM orders WHERE user_id = ${userId} AND status IN ${sql(statuses)} ORDER BY placed_at DESC, id DESC`).map((row) =>
              orderFrom(row),
            ),
    },
    guestOrders: {
      insert: async (email, order) => {
        await sql`
          INSERT INTO guest_orders (email, number, placed_at, total_minor, currency, status, items, delivery, history)
          VALUES (${email}, ${order.number}, ${order.placedAt}, ${order.totalMinor}, ${order.currency}, ${order.status}, ${order.items},
                  ${order.delivery ?? ''}, ${order.history ?? '[]'})`;
      },
      count: async (email) => Number((await one(sql`SELECT COUNT(*)::int AS n FROM guest_orders WHERE lower(email) = lower(${email})`))?.n ?? 0),
      // One statement: the rows a claim deletes are the rows it inserts, so of two claims at once each order moves once.
      claim: async (email, userId) =>
        (
          await sql`
            WITH moved AS (DELETE FROM guest_orders WHERE lower(email) = lower(${email}) RETURNING *)
            INSERT INTO orders (user_id, number, placed_at, total_minor, currency, status, items, delivery, history)
            SELECT ${userId}, number, placed_at, total_minor, currency, status, items, delivery, history FROM moved ORDER BY placed_at, id`
        ).count,
    },
    legacy: {
      insert: async (account, items) => {
        await sql.begin(async (tx) => {
          await tx`
            INSERT INTO legacy_accounts (id, brand, email, phone_prefix_code, phone, password_hash)
            VALUES (${account.id}, ${account.brand}, ${account.email}, ${account.phonePrefixCode}, ${account.phone}, ${account.passwordHash})`;
          for (const item of items) await tx`INSERT INTO legacy_items (legacy_id, kind, data) VALUES (${account.id}, ${item.kind}, ${JSON.stringify(legacyData(item))})`;
        });
      },
      byId: async (id) => first(sql`SELECT * FROM legacy_accounts WHERE id = ${id}`, legacyAccountFrom),
      matching: async (email, prefix, phone) =>
        (
          await sql<Row[]>`
            SELECT * FROM legacy_accounts WHERE merged_into IS NULL
            AND ((${email}::text IS NOT NULL AND lower(email) = lower(${email}::text))
              OR (${phone}::text IS NOT NULL AND phone_prefix_code = ${prefix}::text AND phone = ${phone}::text))
            ORDER BY id`
        ).map((row) => legacyAccountFrom(row)),
      counts: async (id) => legacyCounts(await sql<Row[]>`SELECT kind, COUNT(*)::int AS n FROM legacy_items WHERE legacy_id = ${id} GROUP BY kind`),
      merge: async (id, userId, at) =>
        sql.begin(async (tx) => {
          // The conditional update takes the row's lock: a second merge waits, then finds it merged.
          const marked = await tx`UPDATE legacy_accounts SET merged_into = ${userId}, merged_at = ${at} WHERE id = ${id} AND merged_into IS NULL`;
          if (marked.count !== 1) return undefined;
          const items = await tx<Row[]>`DELETE FROM legacy_items WHERE legacy_id = ${id} RETURNING id, kind, data`;
          for (const row of [...items].sort((a, b) => Number(a.id) - Number(b.id))) {
            const data = JSON.parse(String(row.data)) as Record<string, string | number>;
            const text = (name: string) => String(data[name] ?? '');
            const whole = (name: string) => Number(data[name] ?? 0);
            if (row.kind === 'order')
              await tx`
                INSERT INTO orders (user_id, number, placed_at, total_minor, currency, status, items, delivery, history)
                VALUES (${userId}, ${text('number')}, ${whole('placedAt')}, ${whole('totalMinor')}, ${text('currency')}, ${text('status')}, ${text('items')},
                        ${text('delivery')}, ${data.history === undefined ? '[]' : text('history')})`;
            else if (row.kind === 'address')
              await tx`
                INSERT INTO addresses (user_id, recipient, phone_prefix, phone, country, fields, created_at, modified_at)
                VALUES (${userId}, ${text('recipient')}, ${text('phonePrefix')}, ${text('phone')}, ${text('country')}, ${text('fields')}, ${at}, ${at})`;
            else
              await tx`
                INSERT INTO vouchers (user_id, code, label, value_minor, currency, expires_at)
                VALUES (${userId}, ${text('code')}, ${text('label')}, ${whole('valueMinor')}, ${text('currency')}, ${whole('expiresAt')})`;
          }
          return legacyCounts(items.map((row) => ({ kind: row.kind, n: 1 })));
        }),
    },
    vouchers: {
      list: async (userId) => (await sql<Row[]>`SELECT * FROM vouchers WHERE user_id = ${userId} ORDER BY id`).map((row) => voucherFrom(row)),
    },
    sessions: {
      insert: async (session) => {
        await sql`
          INSERT INTO sessions (id, user_id, created_at, expires_at, user_agent, last_seen_at)
          VALUES (${session.id}, ${session.userId}, ${session.createdAt}, ${session.expiresAt}, ${session.userAgent ?? null}, ${session.lastSeenAt ?? session.createdAt})`;
      },
      get: async (id) => first(sql`SELECT * FROM sessions WHERE id = ${id}`, sessionFrom),
      listForUser: async (userId, at) =>
        (await sql<Row[]>`SELECT * FROM sessions WHERE user_id = ${userId} AND expires_at > ${at} ORDER BY created_at, id`).map((row) => sessionFrom(row)),
      touch: async (id, at, minIntervalMs, expiresAt) => {
        await sql`UPDATE sessions SET last_seen_at = ${at}, expires_at = ${expiresAt} WHERE id = ${id} AND last_seen_at <= ${at - minIntervalMs}`;
      },
      delete: async (id) => {
        await sql`DELETE FROM sessions WHERE id = ${id}`;
      },
      rename: async (id, userId, name) => (await sql`UPDATE sessions SET device_name = ${name} WHERE id = ${id} AND user_id = ${userId}`).count > 0,
      deleteForUser: async (userId, keepId) => (await sql`DELETE FROM sessions WHERE user_id = ${userId} AND id IS DISTINCT FROM ${keepId ?? null}`).count,
    },
    codes: {
      latest: async (target, purpose) => first(sql`SELECT * FROM codes WHERE target = ${target} AND purpose = ${purpose} ORDER BY id DESC LIMIT 1`, codeFrom),
      issue: async (code, { resendAfterMs, perHour }) =>
        sql.begin(async (tx) => {
          // One issue per target at a time, across instances: the checks below then see every code
          // an earlier issue committed (READ COMMITTED takes a new snapshot per statement).
          await tx`SELECT pg_advisory_xact_lock(hashtextextended(${code.target}, 0))`;
          const [latest] = await tx`SELECT sent_at FROM codes WHERE target = ${code.target} AND purpose = ${code.purpose} ORDER BY id DESC LIMIT 1`;
          if (latest && code.sentAt - Number(latest.sent_at) < resendAfterMs) return { refused: 'TOO_FREQUENT' as const };
          const [sent] = await tx`SELECT COUNT(*) AS n FROM codes WHERE target = ${code.target} AND sent_at > ${code.sentAt - 60 * 60_000}`;
          if (Number(sent?.n ?? 0) >= perHour) return { refused: 'SEND_LIMIT' as const };
          await tx`UPDATE codes SET closed_at = ${code.sentAt} WHERE target = ${code.target} AND purpose = ${code.purpose} AND closed_at IS NULL`;
          const row = await returned(tx`
            INSERT INTO codes (target, purpose, code_hash, sent_at, expires_at)
            VALUES (${code.target}, ${code.purpose}, ${code.codeHash}, ${code.sentAt}, ${code.expiresAt})
            RETURNING *`);
          return { code: codeFrom(row) };
        }),
      recordWrongTry: async (id, maxTries, at) =>
        Number(
          (
            await one(sql`
              UPDATE codes SET wrong_tries = wrong_tries + 1, closed_at = CASE WHEN wrong_tries + 1 >= ${maxTries} THEN ${at}::bigint END
              WHERE id = ${id} AND closed_at IS NULL
              RETURNING wrong_tries`)
          )?.wrong_tries ?? 0,
        ),
      use: async (id, at) => (await sql`UPDATE codes SET closed_at = ${at} WHERE id = ${id} AND closed_at IS NULL AND expires_at > ${at}`).count === 1,
      close: async (id, at) => {
        await sql`UPDATE codes SET closed_at = ${at} WHERE id = ${id} AND closed_at IS NULL`;
      },
    },
    tokens: {
      insert: async (token) => {
        await sql`INSERT INTO tokens (token, kind, user_id, data, expires_at) VALUES (${token.token}, ${token.kind}, ${token.userId}, ${token.data}, ${token.expiresAt})`;
      },
      peek: async (token, kind, at) => first(sql`SELECT * FROM tokens WHERE token = ${token} AND kind = ${kind} AND expires_at > ${at}`, tokenFrom),
      listForUser: async (userId, kind, at, limit) =>
        (
          await sql<Row[]>`SELECT * FROM tokens WHERE user_id = ${userId} AND kind = ${kind} AND expires_at > ${at} ORDER BY expires_at DESC, token LIMIT ${limit}`
        ).flatMap((row) => tokenFrom(row) ?? []),
      // One statement: of two instances taking the same token at once, one gets it.
      take: async (token, kind, at) => first(sql`DELETE FROM tokens WHERE token = ${token} AND kind = ${kind} AND expires_at > ${at} RETURNING *`, tokenFrom),
      deleteForUser: async (userId, keepKinds = []) =>
        (keepKinds.length === 0
          ? await sql`DELETE FROM tokens WHERE user_id = ${userId}`
          : await sql`DELETE FROM tokens WHERE user_id = ${userId} AND kind NOT IN ${sql(keepKinds)}`
        ).count,
    },
    securityAnswers: {
      list: async (userId) =>
        (await sql<Row[]>`SELECT question, answer_hash FROM security_answers WHERE user_id = ${userId} ORDER BY question`).map((row) => ({
          question: String(row.question),
          answerHash: String(row.answer_hash),
        })),
      set: async (userId, answers) => {
        await sql.begin(async (tx) => {
          await tx`DELETE FROM security_answers WHERE user_id = ${userId}`;
          for (const { question, answerHash } of answers)
            await tx`INSERT INTO security_answers (user_id, question, answer_hash) VALUES (${userId}, ${question}, ${answerHash})`;
        });
      },
    },
    qr: {
      insert: async (qr) => {
        await sql`
          INSERT INTO qr_sessions (request_id, state, polls, expire, interval, user_id, token, created_at, binding, requester, scanned_by)
          VALUES (${qr.requestId}, ${qr.state}, ${qr.polls}, ${qr.expire}, ${qr.interval}, ${qr.userId}, ${qr.token}, ${qr.createdAt},
            ${qr.binding}, ${qr.requester}, ${qr.scannedBy})`;
      },
      get: async (requestId) => first(sql`SELECT * FROM qr_sessions WHERE request_id = ${requestId}`, qrFrom),
      latest: async () => first(sql`SELECT * FROM qr_sessions ORDER BY created_at DESC, seq DESC LIMIT 1`, qrFrom),
      poll: async (requestId, binding) =>
        first(
          sql`
            UPDATE qr_sessions SET polls = polls + 1,
              state = CASE WHEN state IN ('PENDING', 'SCANNED') AND polls + 1 > expire THEN 'FAILURE' ELSE state END
            WHERE request_id = ${requestId} AND binding = ${binding} RETURNING *`,
          qrFrom,
        ),
      advance: async (requestId, from, changes) =>
        (
          await sql`
            UPDATE qr_sessions SET state = ${changes.state}, user_id = COALESCE(${changes.userId ?? null}, user_id),
              token = COALESCE(${changes.token ?? null}, token), scanned_by = COALESCE(${changes.scannedBy ?? null}, scanned_by)
            WHERE request_id = ${requestId} AND state IN ${sql(from)}`
        ).count === 1,
    },
    counters: {
      hit: async (key, windowMs, at) =>
        Number(
          (
            await one(sql`
              INSERT INTO counters (key, window_start, window_ms, count) VALUES (${key}, ${at}, ${windowMs}, 1)
              ON CONFLICT (key) DO UPDATE SET
                count = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN 1 ELSE counters.count + 1 END,
                window_start = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN excluded.window_start ELSE counters.window_start END,
                window_ms = excluded.window_ms
              RETURNING count`)
          )?.count,
        ),
      take: async (key, max, windowMs, at) =>
        max > 0 &&
        (await one(sql`
          INSERT INTO counters (key, window_start, window_ms, count) VALUES (${key}, ${at}, ${windowMs}, 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN 1 ELSE counters.count + 1 END,
            window_start = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN excluded.window_start ELSE counters.window_start END,
            window_ms = excluded.window_ms
          WHERE counters.window_start + counters.window_ms <= excluded.window_start OR counters.count < ${max}
          RETURNING count`)) !== undefined,
      giveBack: async (key, at) => {
        await sql`UPDATE counters SET count = count - 1 WHERE key = ${key} AND count > 0 AND window_start + window_ms > ${at}`;
      },
      peek: async (key, at) => Number((await one(sql`SELECT count FROM counters WHERE key = ${key} AND window_start + window_ms > ${at}`))?.count ?? 0),
      clear: async (key) => {
        await sql`DELETE FROM counters WHERE key = ${key}`;
      },
    },
    exclusive: async (task) => {
      const reserved = await sql.reserve();
      try {
        await reserved`SELECT pg_advisory_lock(${LOCK_NAMESPACE}, ${STARTUP_LOCK})`;
        try {
          return await task();
        } finally {
          await reserved`SELECT pg_advisory_unlock(${LOCK_NAMESPACE}, ${STARTUP_LOCK})`;
        }
      } finally {
        reserved.release();
      }
    },
    sharedValue: async (name, make) => {
      const found = await one(sql`SELECT value FROM shared_secrets WHERE name = ${name}`);
      if (found) return String(found.value);
      // Two instances may both make one: the first insert wins and both read it back.
      await sql`INSERT INTO shared_secrets (name, value) VALUES (${name}, ${make()}) ON CONFLICT (name) DO NOTHING`;
      return String((await returned(sql`SELECT value FROM shared_secrets WHERE name = ${name}`)).value);
    },
    // Each delete on its own: nothing here needs them together, and instances purging at the same
    // time then hold their row locks only as long as one statement.
    purgeExpired: async (at) => {
      const deleted = await Promise.all([
        sql`DELETE FROM sessions WHERE expires_at <= ${at}`,
        sql`DELETE FROM tokens WHERE expires_at <= ${at}`,
        sql`DELETE FROM codes WHERE sent_at <= ${at - RETAIN_MS}`,
        sql`DELETE FROM qr_sessions WHERE created_at <= ${at - RETAIN_MS}`,
        sql`DELETE FROM counters WHERE window_start + window_ms <= ${at}`,
        sql`UPDATE users SET status = 'DELETED', modified_at = ${at} WHERE status = 'DELETION_PENDING' AND deletion_ends_at <= ${at}`,
      ]);
      return deleted.reduce((sum, result) => sum + result.count, 0);
    },
    close: async () => {
      await sql.end({ timeout: 5 });
    },
  };
}
