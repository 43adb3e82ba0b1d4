/**
 * The embedded store's accounts and sessions: the members, their sessions and their security
 * answers (SQLite).
 */
import { sessionFrom, USER_COLUMNS, userFrom, type Row } from './records.ts';
import type { SqliteDb } from './sqliteDatabase.ts';
import type { NewSession, UserChanges, Storage } from './Storage.ts';

export function sqliteAccounts({ db, prepared, get, run, written }: SqliteDb): Pick<Storage, 'users' | 'sessions' | 'securityAnswers'> {
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
        return userFrom(written('SELECT * FROM users WHERE id = ?', lastInsertRowid));
      },
      update: async (id, changes, at) => {
        const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof UserChanges, unknown][];
        const sets = [...entries.map(([name]) => `${USER_COLUMNS[name]} = ?`), 'modified_at = ?'];
        // SQLite keeps booleans as 0 and 1.
        const values = entries.map(([, value]) => (typeof value === 'boolean' ? Number(value) : value));
        run(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`, ...values, at, id);
        return userFrom(written('SELECT * FROM users WHERE id = ?', id));
      },
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
  };
}
