/** The embedded store's passkeys (SQLite): members' WebAuthn credentials, issue 34. */
import { passkeyFrom, type Row } from './records.ts';
import type { SqliteDb } from './sqliteDatabase.ts';
import type { Storage } from './Storage.ts';

export function sqlitePasskeys({ prepared, get, run }: SqliteDb): Pick<Storage, 'passkeys'> {
  return {
    passkeys: {
      insert: async (passkey) =>
        run(
          `INSERT INTO passkeys (id, user_id, public_key, counter, transports, aaguid, device_type, backed_up, name, created_at, last_used_at, verifies_from)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
          passkey.id,
          passkey.userId,
          passkey.publicKey,
          passkey.counter,
          JSON.stringify(passkey.transports),
          passkey.aaguid,
          passkey.deviceType,
          Number(passkey.backedUp),
          passkey.name,
          passkey.createdAt,
          passkey.lastUsedAt,
          passkey.verifiesFrom,
        ).changes > 0,
      byId: async (id) => passkeyFrom(get('SELECT * FROM passkeys WHERE id = ?', id)),
      listForUser: async (userId) => (prepared('SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, id').all(userId) as Row[]).map((row) => passkeyFrom(row)),
      use: async (id, counter, at) =>
        run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND (counter < ? OR (counter = 0 AND ? = 0))', counter, at, id, counter, counter).changes > 0,
      rename: async (userId, id, name) => run('UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?', name, id, userId).changes > 0,
      delete: async (userId, id) => run('DELETE FROM passkeys WHERE id = ? AND user_id = ?', id, userId).changes > 0,
      deleteUnsettled: async (userId, at) => run('DELETE FROM passkeys WHERE user_id = ? AND verifies_from > ?', userId, at).changes,
    },
  };
}
