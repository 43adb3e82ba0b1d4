/**
 * The shared store's codes and counters: the codes sent, one-time tokens, QR login sessions, and
 * the rate limits' counters (PostgreSQL; every check-and-count in one statement, see
 * postgresStorage.ts).
 */
import type { PostgresQueries } from './postgresQueries.ts';
import { codeFrom, qrFrom, tokenFrom, type Row } from './records.ts';
import type { Storage } from './Storage.ts';

export function postgresCodes({ sql, one, first, returned }: PostgresQueries): Pick<Storage, 'codes' | 'tokens' | 'qr' | 'counters'> {
  return {
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
  };
}
