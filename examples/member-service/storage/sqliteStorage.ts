/**
 * The embedded store: SQLite through better-sqlite3, in a file that survives restarts, or in
 * memory (`:memory:`) for tests.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from './migrations.ts';
import type { CodeRecord, QrRecord, SessionRecord, Storage, TokenRecord, UserChanges, UserRecord } from './Storage.ts';

type Row = Record<string, unknown>;

const USER_COLUMNS: Readonly<Record<keyof UserChanges, string>> = {
  name: 'name',
  passwordHash: 'password_hash',
  gender: 'gender',
  birthday: 'birthday',
  status: 'status',
  nextStep: 'next_step',
  nextStepData: 'next_step_data',
};

function userFrom(row: Row | undefined): UserRecord | undefined {
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: row.name as string | null,
    email: row.email as string | null,
    phonePrefixCode: row.phone_prefix_code as string | null,
    phone: row.phone as string | null,
    passwordHash: row.password_hash as string | null,
    gender: row.gender as string | null,
    birthday: row.birthday as string | null,
    status: row.status as UserRecord['status'],
    nextStep: row.next_step as string | null,
    nextStepData: row.next_step_data as string | null,
    createdAt: Number(row.created_at),
    modifiedAt: Number(row.modified_at),
  };
}

function codeFrom(row: Row | undefined): CodeRecord | undefined {
  if (!row) return undefined;
  return {
    id: Number(row.id),
    target: String(row.target),
    purpose: String(row.purpose),
    codeHash: String(row.code_hash),
    sentAt: Number(row.sent_at),
    expiresAt: Number(row.expires_at),
    wrongTries: Number(row.wrong_tries),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
  };
}

function tokenFrom(row: Row | undefined): TokenRecord | undefined {
  if (!row) return undefined;
  return {
    token: String(row.token),
    kind: String(row.kind),
    userId: row.user_id === null ? null : Number(row.user_id),
    data: row.data as string | null,
    expiresAt: Number(row.expires_at),
  };
}

function qrFrom(row: Row | undefined): QrRecord | undefined {
  if (!row) return undefined;
  return {
    requestId: String(row.request_id),
    state: row.state as QrRecord['state'],
    polls: Number(row.polls),
    expire: Number(row.expire),
    interval: Number(row.interval),
    userId: row.user_id === null ? null : Number(row.user_id),
    token: row.token as string | null,
    createdAt: Number(row.created_at),
  };
}

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

/** `file` is a path (its folder is created) or `:memory:`. */
export function openSqliteStorage(file: string): Storage {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const get = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row | undefined;
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);

  return {
    users: {
      byId: async (id) => userFrom(get('SELECT * FROM users WHERE id = ?', id)),
      byEmail: async (email) => userFrom(get('SELECT * FROM users WHERE email = ?', email)),
      byPhone: async (prefix, phone) => userFrom(get('SELECT * FROM users WHERE phone_prefix_code = ? AND phone = ?', prefix, phone)),
      insert: async (user, at) => {
        const { lastInsertRowid } = run(
          `INSERT INTO users (name, email, phone_prefix_code, phone, password_hash, gender, birthday, status, next_step, next_step_data, created_at, modified_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          at,
          at,
        );
        return userFrom(get('SELECT * FROM users WHERE id = ?', lastInsertRowid))!;
      },
      update: async (id, changes, at) => {
        const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof UserChanges, unknown][];
        const sets = [...entries.map(([name]) => `${USER_COLUMNS[name]} = ?`), 'modified_at = ?'];
        run(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`, ...entries.map(([, value]) => value), at, id);
        return userFrom(get('SELECT * FROM users WHERE id = ?', id))!;
      },
    },
    sessions: {
      insert: async (session: SessionRecord) => {
        run('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', session.id, session.userId, session.createdAt, session.expiresAt);
      },
      get: async (id) => {
        const row = get('SELECT * FROM sessions WHERE id = ?', id);
        return row ? { id: String(row.id), userId: Number(row.user_id), createdAt: Number(row.created_at), expiresAt: Number(row.expires_at) } : undefined;
      },
      delete: async (id) => {
        run('DELETE FROM sessions WHERE id = ?', id);
      },
    },
    codes: {
      latest: async (target, purpose) => codeFrom(get('SELECT * FROM codes WHERE target = ? AND purpose = ? ORDER BY id DESC LIMIT 1', target, purpose)),
      replace: async (code) =>
        db.transaction(() => {
          run('UPDATE codes SET closed_at = ? WHERE target = ? AND purpose = ? AND closed_at IS NULL', code.sentAt, code.target, code.purpose);
          const { lastInsertRowid } = run(
            'INSERT INTO codes (target, purpose, code_hash, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)',
            code.target,
            code.purpose,
            code.codeHash,
            code.sentAt,
            code.expiresAt,
          );
          return codeFrom(get('SELECT * FROM codes WHERE id = ?', lastInsertRowid))!;
        })(),
      countSentSince: async (target, since) => Number(get('SELECT COUNT(*) AS n FROM codes WHERE target = ? AND sent_at > ?', target, since)?.n ?? 0),
      recordWrongTry: async (id) => {
        run('UPDATE codes SET wrong_tries = wrong_tries + 1 WHERE id = ?', id);
        return Number(get('SELECT wrong_tries FROM codes WHERE id = ?', id)?.wrong_tries ?? 0);
      },
      close: async (id, at) => {
        run('UPDATE codes SET closed_at = ? WHERE id = ? AND closed_at IS NULL', at, id);
      },
    },
    tokens: {
      insert: async (token) => {
        run('INSERT INTO tokens (token, kind, user_id, data, expires_at) VALUES (?, ?, ?, ?, ?)', token.token, token.kind, token.userId, token.data, token.expiresAt);
      },
      peek: async (token, kind, at) => tokenFrom(get('SELECT * FROM tokens WHERE token = ? AND kind = ? AND expires_at > ?', token, kind, at)),
      take: async (token, kind, at) =>
        db.transaction(() => {
          const found = tokenFrom(get('SELECT * FROM tokens WHERE token = ? AND kind = ? AND expires_at > ?', token, kind, at));
          if (found) run('DELETE FROM tokens WHERE token = ?', token);
          return found;
        })(),
    },
    qr: {
      insert: async (qr) => {
        run(
          'INSERT INTO qr_sessions (request_id, state, polls, expire, interval, user_id, token, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          qr.requestId,
          qr.state,
          qr.polls,
          qr.expire,
          qr.interval,
          qr.userId,
          qr.token,
          qr.createdAt,
        );
      },
      get: async (requestId) => qrFrom(get('SELECT * FROM qr_sessions WHERE request_id = ?', requestId)),
      latest: async () => qrFrom(get('SELECT * FROM qr_sessions ORDER BY created_at DESC, rowid DESC LIMIT 1')),
      update: async (requestId, changes) => {
        const columns: Record<string, string> = { state: 'state', polls: 'polls', userId: 'user_id', token: 'token' };
        const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
        if (entries.length === 0) return;
        run(`UPDATE qr_sessions SET ${entries.map(([name]) => `${columns[name]} = ?`).join(', ')} WHERE request_id = ?`, ...entries.map(([, value]) => value), requestId);
      },
    },
    loginFailures: {
      countSince: async (loginName, since) => Number(get('SELECT COUNT(*) AS n FROM login_failures WHERE login_name = ? AND at > ?', loginName, since)?.n ?? 0),
      record: async (loginName, at) => {
        run('INSERT INTO login_failures (login_name, at) VALUES (?, ?)', loginName, at);
      },
      clear: async (loginName) => {
        run('DELETE FROM login_failures WHERE login_name = ?', loginName);
      },
    },
    close: async () => {
      db.close();
    },
  };
}
