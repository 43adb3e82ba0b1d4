/**
 * The shared store's accounts and sessions: the members, their sessions and their security answers
 * (PostgreSQL; every check-and-count in one statement, see postgresStorage.ts).
 */
import { type PostgresQueries, columnsOf } from './postgresQueries.ts';
import { sessionFrom, USER_COLUMNS, userFrom, type Row } from './records.ts';
import type { Storage } from './Storage.ts';

export function postgresAccounts({ sql, first, returned }: PostgresQueries): Pick<Storage, 'users' | 'sessions' | 'securityAnswers'> {
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
  };
}
