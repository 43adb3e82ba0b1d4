/**
 * The embedded store's addresses and orders: the address book, members' and guests' orders,
 * vouchers, and the grocery brand's old accounts (SQLite).
 */
import { addressFrom, DEFAULT_COLUMNS, legacyAccountFrom, legacyCounts, legacyData, orderFrom, voucherFrom, type Row } from './records.ts';
import type { SqliteDb } from './sqliteDatabase.ts';
import type { AddressRecord, OrderValues, Storage } from './Storage.ts';

/** An order of a member (`orders`, by member id) or of a guest (`guest_orders`, by e-mail). */
const insertOrder = (run: SqliteDb['run'], table: 'orders' | 'guest_orders', owner: number | string, order: OrderValues) =>
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

export function sqliteOrders({ db, prepared, get, run, written }: SqliteDb): Pick<Storage, 'addresses' | 'orders' | 'guestOrders' | 'vouchers' | 'legacy'> {
  return {
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
            return addressFrom(written('SELECT * FROM addresses WHERE id = ?', lastInsertRowid));
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
        const { lastInsertRowid } = insertOrder(run, 'orders', order.userId, order);
        return orderFrom(written('SELECT * FROM orders WHERE id = ?', lastInsertRowid));
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
        insertOrder(run, 'guest_orders', email, order);
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
    vouchers: {
      list: async (userId) => (prepared('SELECT * FROM vouchers WHERE user_id = ? ORDER BY id').all(userId) as Row[]).map((row) => voucherFrom(row)),
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
              if (row.kind === 'order') insertOrder(run, 'orders', userId, data as unknown as OrderValues);
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
  };
}
