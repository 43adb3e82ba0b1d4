/**
 * The shared store's passkeys (PostgreSQL): members' WebAuthn credentials, issue 34. A use moves
 * the signature counter forward in one conditional UPDATE (see Storage's `passkeys.use`).
 */
import type { PostgresQueries } from './postgresQueries.ts';
import { passkeyFrom, type Row } from './records.ts';
import type { Storage } from './Storage.ts';

export function postgresPasskeys({ sql, first }: PostgresQueries): Pick<Storage, 'passkeys'> {
  return {
    passkeys: {
      insert: async (passkey) =>
        (
          await sql`
            INSERT INTO passkeys (id, user_id, public_key, counter, transports, aaguid, device_type, backed_up, name, created_at, last_used_at, verifies_from)
            VALUES (${passkey.id}, ${passkey.userId}, ${passkey.publicKey}, ${passkey.counter}, ${JSON.stringify(passkey.transports)}, ${passkey.aaguid},
                    ${passkey.deviceType}, ${passkey.backedUp}, ${passkey.name}, ${passkey.createdAt}, ${passkey.lastUsedAt}, ${passkey.verifiesFrom})
            ON CONFLICT (id) DO NOTHING`
        ).count > 0,
      byId: async (id) => first(sql`SELECT * FROM passkeys WHERE id = ${id}`, passkeyFrom),
      listForUser: async (userId) => (await sql<Row[]>`SELECT * FROM passkeys WHERE user_id = ${userId} ORDER BY created_at, id`).map((row) => passkeyFrom(row)),
      use: async (id, counter, at) =>
        (
          await sql`UPDATE passkeys SET counter = ${counter}, last_used_at = ${at} WHERE id = ${id} AND (counter < ${counter} OR (counter = 0 AND ${counter}::bigint = 0))`
        ).count > 0,
      rename: async (userId, id, name) => (await sql`UPDATE passkeys SET name = ${name} WHERE id = ${id} AND user_id = ${userId}`).count > 0,
      delete: async (userId, id) => (await sql`DELETE FROM passkeys WHERE id = ${id} AND user_id = ${userId}`).count > 0,
      deleteUnsettled: async (userId, at) => (await sql`DELETE FROM passkeys WHERE user_id = ${userId} AND verifies_from > ${at}`).count,
    },
  };
}
