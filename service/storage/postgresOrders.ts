/**
 * The shared store's addresses and orders: the address book, members' and guests' orders,
 * vouchers, and the grocery brand's old accounts (PostgreSQL; every check-and-count in one
 * statement, see postgresStorage.ts).
 */
import { ADDRESS_LOCK_NAMESPACE } from './postgresMigrations.ts';
import type { PostgresQueries } from './postgresQueries.ts';
import { addressFrom, DEFAULT_COLUMNS, legacyAccountFrom, legacyCounts, legacyData, orderFrom, voucherFrom, type Row } from './records.ts';
import type { Storage } from './Storage.ts';

export function postgresOrders({ sql, one, first, returned }: PostgresQueries): Pick<Storage, 'addresses' | 'orders' | 'guestOrders' | 'vouchers' | 'legacy'> {
  return {
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
    vouchers: {
      list: async (userId) => (await sql<Row[]>`SELECT * FROM vouchers WHERE user_id = ${userId} ORDER BY id`).map((row) => voucherFrom(row)),
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
  };
}
