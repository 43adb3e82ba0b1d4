/**
 * The embedded store: SQLite through better-sqlite3, in a file that survives restarts, or in
 * memory (`:memory:`) for tests.
 */
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from './migrations.ts';
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
import type { AddressRecord, NewSession, OrderValues, Storage, UserChanges } from './Storage.ts';

/** Brings the schema up to date; returns the version it is at. */
export function migrate(db: Database.Database): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Counts one hit of a counter in one statement: a new window when the last one has passed, else one
 * more in it (`hit` returns the count; `take` adds a WHERE that refuses the hit past its maximum).
 */
const COUNT_ONE = `INSERT INTO counters (key, window_start, window_ms, count) VALUES (?, ?, ?, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN 1 ELSE counters.count + 1 END,
    window_start = CASE WHEN counters.window_start + counters.window_ms <= excluded.window_start THEN excluded.window_start ELSE counters.window_start END,
    window_ms = excluded.window_ms`;

/**
 * `file` is a path or `:memory:`. The database holds password hashes and hashed session ids, so
 * its folder is made owner-only and the file 0600; SQLite gives its WAL and shared-memory files
 * the database file's permissions. Files of older versions (0644) are narrowed at open.
 */
export function openSqliteStorage(file: string): Storage {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    if (!existsSync(file)) writeFileSync(file, '', { mode: 0o600 });
    for (const part of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(part)) chmodSync(part, 0o600);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    const statement = statements.get(sql) ?? db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  const get = (sql: string, ...params: unknown[]) => prepared(sql).get(...params) as Row | undefined;
  const run = (sql: string, ...params: unknown[]) => prepared(sql).run(...params);
  /** An order of a member (`orders`, by member id) or of a guest (`guest_orders`, by e-mail). */
  const insertOrder = (table: 'orders' | 'guest_orders', owner: number | string, order: OrderValues) =>
    run(
      `INSERT INTO ${table} (${table === 'orders' ? 'user_id' : 'email'}, number, placed_at, total_minor, currency, status, items, delivery, history) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      owner,
      order.number,
      order.placedAt,
      order.totalMinor,
      order.currency,
      order.status,
      order.items,
      order.delivery ?? '',
      order.history ?? '[]',
    );

  return {
    users: {
      byId: async (id) => userFrom(get('SELECT * FROM users WHERE id = ?', id)),
      byEmail: async (email) => userFrom(get('SELECT * FROM users WHERE email = ?', email)),
      byPhone: async (prefix, phone) => userFrom(get('SELECT * FROM users WHERE phone_prefix_code = ? AND phone = ?', prefix, phone)),
      insert: async (user, at) => {
        const { lastInsertRowid } = run(
          `INSERT INTO users (name, email, phone_prefix_code, phone, password_hash, gender, birthday, status, next_step, next_step_data, full_name, newsletter, sms_newsletter, member_level, created_at, modified_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          user.name,
          user.email,
          user.phonePrefixCode,
          user.phone,
          user.passwordHash,
          user.gender ?? null,
          user.birthday ?? null,
          user.status ?? 'NORMAL',
          user.nextStep ?? null,
          user.nextStepData ?? null,
          user.fullName ?? null,
          Number(user.newsletter ?? false),
          Number(user.smsNewsletter ?? false),
          user.memberLevel ?? null,
          at,
          at,
        );
        return userFrom(get('SELECT * FROM users WHERE id = ?', lastInsertRowid))!;
      },
      update: async (id, changes, at) => {
        const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof UserChanges, unknown][];
        const sets = [...entries.map(([name]) => `${USER_COLUMNS[name]} = ?`), 'modified_at = ?'];
        // SQLite keeps booleans as 0 and 1.
        const values = entries.map(([, value]) => (typeof value === 'boolean' ? Number(value) : value));
        run(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`, ...values, at, id);
        return userFrom(get('SELECT * FROM users WHERE id = ?', id))!;
      },
    },
    addresses: {
      list: async (userId) => (prepared('SELECT * FROM addresses WHERE user_id = ? ORDER BY id').all(userId) as Row[]).map((row) => addressFrom(row)),
      insert: async (userId, values, limit, at) =>
        db
          .transaction((): AddressRecord | 'LIMIT' => {
            const count = Number((get('SELECT COUNT(*) AS count FROM addresses WHERE user_id = ?', userId) as Row).count);
            if (count >= limit) return 'LIMIT';
            const first = Number(count === 0);
            const { lastInsertRowid } = run(
              `INSERT INTO addresses (user_id, recipient, phone_prefix, phone, country, fields, is_default_shipping, is_default_billing, created_at, modified_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
              userId,
              values.recipient,
              values.phonePrefix,
              values.phone,
              values.country,
              values.fields,
              first,
              first,
              at,
              at,
            );
            return addressFrom(get('SELECT * FROM addresses WHERE id = ?', lastInsertRowid))!;
          })
          .immediate(),
      update: async (userId, id, values, at) => {
        run(
          'UPDATE addresses SET recipient = ?, phone_prefix = ?, phone = ?, country = ?, fields = ?, modified_at = ? WHERE id = ? AND user_id = ?',
          values.recipient,
          values.phonePrefix,
          values.phone,
          values.country,
          values.fields,
          at,
          id,
          userId,
        );
        return addressFrom(get('SELECT * FROM addresses WHERE id = ? AND user_id = ?', id, userId));
      },
      delete: async (userId, id) => run('DELETE FROM addresses WHERE id = ? AND user_id = ?', id, userId).changes > 0,
      setDefault: async (userId, id, kind) =>
        db
          .transaction(() => {
            const column = DEFAULT_COLUMNS[kind];
            if (!get('SELECT id FROM addresses WHERE id = ? AND user_id = ?', id, userId)) return false;
            run(`UPDATE addresses SET ${column} = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?`, id, userId);
            return true;
          })
          .immediate(),
    },
    orders: {
      insert: async (order) => {
        const { lastInsertRowid } = insertOrder('orders', order.userId, order);
        return orderFrom(get('SELECT * FROM orders WHERE id = ?', lastInsertRowid))!;
      },
      byId: async (userId, id) => orderFrom(get('SELECT * FROM orders WHERE id = ? AND user_id = ?', id, userId)),
      counts: async (userId) =>
        Object.fromEntries(
          (prepared('SELECT status, COUNT(*) AS n FROM orders WHERE user_id = ? GROUP BY status').all(userId) as Row[]).map((row) => [String(row.status), Number(row.n)]),
        ),
      page: async (userId, { from, to, status, offset, limit }) => {
        const where = `user_id = ? AND placed_at >= ? AND placed_at < ?${status === undefined ? '' : ' AND status = ?'}`;
        const range = [userId, from ?? 0, to ?? Number.MAX_SAFE_INTEGER, ...(status === undefined ? [] : [status])];
        const rows = prepared(`SELECT * FROM orders WHERE ${where} ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?`).all(...range, limit, offset) as Row[];
        const total = Number((get(`SELECT COUNT(*) AS total FROM orders WHERE ${where}`, ...range) as Row).total);
        return { orders: rows.map((row) => orderFrom(row)), total };
      },
      withStatus: async (userId, statuses) =>
        statuses.length === 0
          ? []
          : (
              prepared(`SELECT * FROM orders WHERE user_id = ? AND status IN (${statuses.map(() => '?').join(', ')}) ORDER BY placed_at DESC, id DESC`).all(
                userId,
                ...statuses,
              ) as Row[]
            ).map((row) => orderFrom(row)),
    },
    guestOrders: {
      insert: async (email, order) => {
        insertOrder('guest_orders', email, order);
      },
      count: async (email) => Number((get('SELECT COUNT(*) AS n FROM guest_orders WHERE email = ?', email) as Row).n),
      claim: async (email, userId) =>
        db
          .transaction(() => {
            const moved = run(
              `INSERT INTO orders (user_id, number, placed_at, total_minor, currency, status, items, delivery, history)
               SELECT ?, number, placed_at, total_minor, currency, status, items, delivery, history FROM guest_orders WHERE email = ? ORDER BY placed_at, id`,
              userId,
              email,
            ).changes;
            run('DELETE FROM guest_orders WHERE email = ?', email);
            return moved;
          })
          .immediate(),
    },
    legacy: {
      insert: async (account, items) =>
        db.transaction(() => {
          run(
            'INSERT INTO legacy_accounts (id, brand, email, phone_prefix_code, phone, password_hash) VALUES (?, ?, ?, ?, ?, ?)',
            account.id,
            account.brand,
            account.email,
            account.phonePrefixCode,
            account.phone,
            account.passwordHash,
          );
          for (const item of items) run('INSERT INTO legacy_items (legacy_id, kind, data) VALUES (?, ?, ?)', account.id, item.kind, JSON.stringify(legacyData(item)));
        })(),
      byId: async (id) => legacyAccountFrom(get('SELECT * FROM legacy_accounts WHERE id = ?', id)),
      matching: async (email, prefix, phone) =>
        (
          prepared(
            `SELECT * FROM legacy_accounts WHERE merged_into IS NULL
             AND ((? IS NOT NULL AND email = ?) OR (? IS NOT NULL AND phone_prefix_code = ? AND phone = ?)) ORDER BY id`,
          ).all(email, email, phone, prefix, phone) as Row[]
        ).map((row) => legacyAccountFrom(row)),
      counts: async (id) => legacyCounts(prepared('SELECT kind, COUNT(*) AS n FROM legacy_items WHERE legacy_id = ? GROUP BY kind').all(id) as Row[]),
      merge: async (id, userId, at) =>
        db
          .transaction(() => {
            if (run('UPDATE legacy_accounts SET merged_into = ?, merged_at = ? WHERE id = ? AND merged_into IS NULL', userId, at, id).changes !== 1) return undefined;
            const items = prepared('SELECT kind, data FROM legacy_items WHERE legacy_id = ? ORDER BY id').all(id) as Row[];
            for (const row of items) {
              const data = JSON.parse(String(row.data)) as Record<string, string | number>;
              // The data legacy.insert wrote from an OrderValues.
              if (row.kind === 'order') insertOrder('orders', userId, data as unknown as OrderValues);
              else if (row.kind === 'address')
                run(
                  `INSERT INTO addresses (user_id, recipient, phone_prefix, phone, country, fields, created_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
                  userId,
                  data.recipient,
                  data.phonePrefix,
                  data.phone,
                  data.country,
                  data.fields,
                  at,
                  at,
                );
              else
                run(
                  'INSERT INTO vouchers (user_id, code, label, value_minor, currency, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
                  userId,
                  data.code,
                  data.label,
                  data.valueMinor,
                  data.currency,
                  data.expiresAt,
                );
            }
            run('DELETE FROM legacy_items WHERE legacy_id = ?', id);
            return legacyCounts(items.map((row) => ({ kind: row.kind, n: 1 })));
          })
          .immediate(),
    },
    vouchers: {
      list: async (userId) => (prepared('SELECT * FROM vouchers WHERE user_id = ? ORDER BY id').all(userId) as Row[]).map((row) => voucherFrom(row)),
    },
    sessions: {
      insert: async (session: NewSession) => {
        run(
          'INSERT INTO sessions (id, user_id, created_at, expires_at, user_agent, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)',
          session.id,
          session.userId,
          session.createdAt,
          session.expiresAt,
          session.userAgent ?? null,
          session.lastSeenAt ?? session.createdAt,
        );
      },
      get: async (id) => sessionFrom(get('SELECT * FROM sessions WHERE id = ?', id)),
      listForUser: async (userId, at) =>
        (prepared('SELECT * FROM sessions WHERE user_id = ? AND expires_at > ? ORDER BY created_at, id').all(userId, at) as Row[]).map((row) => sessionFrom(row)),
      touch: async (id, at, minIntervalMs, expiresAt) => {
        run('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id = ? AND last_seen_at <= ?', at, expiresAt, id, at - minIntervalMs);
      },
      delete: async (id) => {
        run('DELETE FROM sessions WHERE id = ?', id);
      },
      rename: async (id, userId, name) => run('UPDATE sessions SET device_name = ? WHERE id = ? AND user_id = ?', name, id, userId).changes > 0,
      deleteForUser: async (userId, keepId) => run('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?', userId, keepId ?? null).changes,
    },
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
            return { code: codeFrom(get('SELECT * FROM codes WHERE id = ?', lastInsertRowid))! };
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
    securityAnswers: {
      list: async (userId) =>
        (prepared('SELECT question, answer_hash FROM security_answers WHERE user_id = ? ORDER BY question').all(userId) as Row[]).map((row) => ({
          question: String(row.question),
          answerHash: String(row.answer_hash),
        })),
      set: async (userId, answers) =>
        db.transaction(() => {
          run('DELETE FROM security_answers WHERE user_id = ?', userId);
          for (const { question, answerHash } of answers)
            run('INSERT INTO security_answers (user_id, question, answer_hash) VALUES (?, ?, ?)', userId, question, answerHash);
        })(),
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
    purgeExpired: async (at) =>
      db.transaction(
        () =>
          run('DELETE FROM sessions WHERE expires_at <= ?', at).changes +
          run('DELETE FROM tokens WHERE expires_at <= ?', at).changes +
          run('DELETE FROM codes WHERE sent_at <= ?', at - DAY_MS).changes +
          run('DELETE FROM qr_sessions WHERE created_at <= ?', at - DAY_MS).changes +
          run('DELETE FROM counters WHERE window_start + window_ms <= ?', at).changes +
          run("UPDATE users SET status = 'DELETED', modified_at = ? WHERE status = 'DELETION_PENDING' AND deletion_ends_at <= ?", at, at).changes,
      )(),
    close: async () => {
      db.close();
    },
  };
}
