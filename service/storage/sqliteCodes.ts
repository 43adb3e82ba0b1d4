/**
 * The embedded store's codes and counters: the codes sent, one-time tokens, QR login sessions, and
 * the rate limits' counters (SQLite).
 */
import { codeFrom, qrFrom, tokenFrom, type Row } from './records.ts';
import type { SqliteDb } from './sqliteDatabase.ts';
import type { Storage } from './Storage.ts';

/**
 * Counts one hit of a counter in one statement: a new window when the last one has passed, else one
 * more in it (`hit` returns the count; `take` adds a WHERE that refuses the hit past its maximum).
 */
const COUNT_ONE = `INSERT INTO counters (key, window_start, window_ms, count) VALUES (?, ?, ?, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN 1 ELSE counters.count + 1 END,
    window_start = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN excluded.window_start ELSE counters.window_start END,
    window_ms = excluded.window_ms`;

export function sqliteCodes({ db, prepared, get, run, written }: SqliteDb): Pick<Storage, 'codes' | 'tokens' | 'qr' | 'counters'> {
  return {
    codes: {
      latest: async (target, purpose) => codeFrom(get('SELECT * FROM codes WHERE target = ? AND purpose = ? ORDER BY id DESC LIMIT 1', target, purpose)),
      issue: async (code, { resendAfterMs, perHour }) =>
        db
          .transaction(() => {
            const latest = get('SELECT sent_at FROM codes WHERE target = ? AND purpose = ? ORDER BY id DESC LIMIT 1', code.target, code.purpose);
            if (latest && code.sentAt - Number(latest.sent_at) < resendAfterMs) return { refused: 'TOO_FREQUENT' as const };
            const sent = Number(get('SELECT COUNT(*) AS n FROM codes WHERE target = ? AND sent_at > ?', code.target, code.sentAt - 60 * 60_000)?.n ?? 0);
            if (sent >= perHour) return { refused: 'SEND_LIMIT' as const };
            run('UPDATE codes SET closed_at = ? WHERE target = ? AND purpose = ? AND closed_at IS NULL', code.sentAt, code.target, code.purpose);
            const { lastInsertRowid } = run(
              'INSERT INTO codes (target, purpose, code_hash, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)',
              code.target,
              code.purpose,
              code.codeHash,
              code.sentAt,
              code.expiresAt,
            );
            return { code: codeFrom(written('SELECT * FROM codes WHERE id = ?', lastInsertRowid)) };
          })
          .immediate(),
      recordWrongTry: async (id, maxTries, at) =>
        Number(
          get(
            'UPDATE codes SET wrong_tries = wrong_tries + 1, closed_at = CASE WHEN wrong_tries + 1 >= ? THEN ? END WHERE id = ? AND closed_at IS NULL RETURNING wrong_tries',
            maxTries,
            at,
            id,
          )?.wrong_tries ?? 0,
        ),
      use: async (id, at) => run('UPDATE codes SET closed_at = ? WHERE id = ? AND closed_at IS NULL AND expires_at > ?', at, id, at).changes === 1,
      close: async (id, at) => {
        run('UPDATE codes SET closed_at = ? WHERE id = ? AND closed_at IS NULL', at, id);
      },
    },
    tokens: {
      insert: async (token) => {
        run('INSERT INTO tokens (token, kind, user_id, data, expires_at) VALUES (?, ?, ?, ?, ?)', token.token, token.kind, token.userId, token.data, token.expiresAt);
      },
      peek: async (token, kind, at) => tokenFrom(get('SELECT * FROM tokens WHERE token = ? AND kind = ? AND expires_at > ?', token, kind, at)),
      listForUser: async (userId, kind, at, limit) =>
        (
          prepared('SELECT * FROM tokens WHERE user_id = ? AND kind = ? AND expires_at > ? ORDER BY expires_at DESC, token LIMIT ?').all(userId, kind, at, limit) as Row[]
        ).flatMap((row) => tokenFrom(row) ?? []),
      take: async (token, kind, at) =>
        db.transaction(() => {
          const found = tokenFrom(get('SELECT * FROM tokens WHERE token = ? AND kind = ? AND expires_at > ?', token, kind, at));
          if (found) run('DELETE FROM tokens WHERE token = ?', token);
          return found;
        })(),
      deleteForUser: async (userId, keepKinds = []) =>
        run(`DELETE FROM tokens WHERE user_id = ? AND kind NOT IN (${keepKinds.map(() => '?').join(', ')})`, userId, ...keepKinds).changes,
    },
    qr: {
      insert: async (qr) => {
        run(
          `INSERT INTO qr_sessions (request_id, state, polls, expire, interval, user_id, token, created_at, binding, requester, scanned_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          qr.requestId,
          qr.state,
          qr.polls,
          qr.expire,
          qr.interval,
          qr.userId,
          qr.token,
          qr.createdAt,
          qr.binding,
          qr.requester,
          qr.scannedBy,
        );
      },
      get: async (requestId) => qrFrom(get('SELECT * FROM qr_sessions WHERE request_id = ?', requestId)),
      latest: async () => qrFrom(get('SELECT * FROM qr_sessions ORDER BY created_at DESC, rowid DESC LIMIT 1')),
      poll: async (requestId, binding) =>
        qrFrom(
          get(
            `UPDATE qr_sessions SET polls = polls + 1, state = CASE WHEN state IN ('PENDING', 'SCANNED') AND polls + 1 > expire
             THEN 'FAILURE' ELSE state END WHERE request_id = ? AND binding = ? RETURNING *`,
            requestId,
            binding,
          ),
        ),
      advance: async (requestId, from, changes) =>
        run(
          `UPDATE qr_sessions SET state = ?, user_id = COALESCE(?, user_id), token = COALESCE(?, token), scanned_by = COALESCE(?, scanned_by)
           WHERE request_id = ? AND state IN (${from.map(() => '?').join(', ')})`,
          changes.state,
          changes.userId ?? null,
          changes.token ?? null,
          changes.scannedBy ?? null,
          requestId,
          ...from,
        ).changes === 1,
    },
    counters: {
      hit: async (key, windowMs, at) => Number(get(`${COUNT_ONE} RETURNING count`, key, at, windowMs)?.count),
      take: async (key, max, windowMs, at) =>
        max > 0 &&
        get(`${COUNT_ONE} WHERE counters.window_start + counters.window_ms <= excluded.window_start OR counters.count < ? RETURNING count`, key, at, windowMs, max) !==
          undefined,
      giveBack: async (key, at) => {
        run('UPDATE counters SET count = count - 1 WHERE key = ? AND count > 0 AND window_start + window_ms > ?', key, at);
      },
      peek: async (key, at) => Number(get('SELECT count FROM counters WHERE key = ? AND window_start + window_ms > ?', key, at)?.count ?? 0),
      clear: async (key) => {
        run('DELETE FROM counters WHERE key = ?', key);
      },
    },
  };
}
