/**
 * A member's orders on the reference member service (issue 31): the seeded orders carry their items'
 * prices and pictures, a delivery address and a status history; the list filters by status and
 * counts every status; `getOrder` answers the member's own order in full, and another member's (or
 * a made-up id) as no order at all, the attack written first. Runs on SQLite and, as every attack
 * file, again on PostgreSQL (`MEMBER_TEST_STORAGE=postgres`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ORDER_STATUSES } from '../../src/kernel/contract/account.ts';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';

const list = ACCOUNT.listOrders.api;
const get = ACCOUNT.getOrder.api;
const ok = (ret: string) => assert.match(ret, /^SUCCESS::/, ret);

type WireOrder = {
  id: string;
  number: string;
  status: string;
  placedAt: number;
  totalMinor: number;
  items: { name: string; imageUrl?: string; quantity: number; priceMinor?: number }[];
};

/** The orders of a list's answer (none when it failed). */
const ordersOf = (answer: { data?: Record<string, unknown> | undefined }) => (answer.data?.orders ?? []) as WireOrder[];

async function members() {
  const service = await testService();
  const shopper = service.client();
  await shopper.login('shopper@example.com', DEMO_PASSWORD);
  const other = service.client();
  await other.login('jump@example.com', DEMO_PASSWORD);
  return { service, shopper, other };
}

describe("a member's orders on the service", () => {
  it('counts the orders of every status, and lists one status only when asked', async () => {
    const { shopper } = await members();
    const all = await shopper.gateway(list, { page: 1, pageSize: 50 }, { method: 'GET' });
    ok(all.ret);
    const counts = all.data?.counts as Record<string, number>;
    assert.deepEqual(Object.keys(counts).sort(), [...ORDER_STATUSES].sort());
    const orders = ordersOf(all);
    for (const status of ORDER_STATUSES) {
      assert.equal(counts[status], orders.filter((order) => order.status === status).length, status);
    }
    assert.equal(
      Object.values(counts).reduce((sum, n) => sum + n, 0),
      36,
    );
    const delivered = await shopper.gateway(list, { status: 'DELIVERED', pageSize: 50 }, { method: 'GET' });
    ok(delivered.ret);
    assert.equal(delivered.data?.total, counts.DELIVERED);
    assert.ok(ordersOf(delivered).every((order) => order.status === 'DELIVERED'));
    assert.deepEqual(delivered.data?.counts, counts, 'the counts are of every order, whatever the filter');
    assert.match((await shopper.gateway(list, { status: 'LOST' }, { method: 'GET' })).ret, /INVALID|ILLEGAL/);
  });

  it("answers the member's own order in full: items with pictures and prices, the delivery address, the status history", async () => {
    const { shopper } = await members();
    const [first] = ordersOf(await shopper.gateway(list, { status: 'DELIVERED', pageSize: 1 }, { method: 'GET' }));
    const answer = await shopper.gateway(get, { id: first!.id }, { method: 'GET' });
    ok(answer.ret);
    const detail = answer.data as { order: WireOrder; delivery: { recipient: string; lines: string[] }; history: { status: string; at: number }[] };
    assert.deepEqual(detail.order, first);
    assert.ok(detail.order.items.every((item) => item.imageUrl?.startsWith('/static/products/') && (item.priceMinor ?? 0) > 0 && item.quantity >= 1));
    const itemsTotal = detail.order.items.reduce((sum, item) => sum + (item.priceMinor ?? 0) * item.quantity, 0);
    assert.ok(itemsTotal < detail.order.totalMinor, 'the total is the items and the delivery fee');
    assert.equal(detail.delivery.recipient.length > 0 && detail.delivery.lines.length > 0, true);
    assert.deepEqual(
      detail.history.map((step) => step.status),
      ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED'],
    );
    assert.equal(detail.history[0]?.at, detail.order.placedAt);
    assert.ok(
      detail.history.every((step, index) => index === 0 || step.at >= (detail.history[index - 1]?.at ?? 0)),
      'oldest first',
    );
  });

  it("answers another member's order, a made-up id and no session as no order at all", async () => {
    const { service, shopper, other } = await members();
    const [first] = ordersOf(await shopper.gateway(list, { pageSize: 1 }, { method: 'GET' }));
    const stolen = await other.gateway(get, { id: first!.id }, { method: 'GET' });
    assert.match(stolen.ret, /^PL-ORDER-NOT-FOUND::/);
    assert.equal(stolen.data?.order, undefined);
    for (const id of ['999999999', '0', '-1', '1 OR 1=1', `${first!.id}.0`, 'x'.repeat(64)]) {
      const answer = await shopper.gateway(get, { id }, { method: 'GET' });
      assert.match(answer.ret, /^PL-ORDER-NOT-FOUND::/, id);
      assert.equal(answer.data?.order, undefined, id);
    }
    // The request names whose order: ignored, the session's member is the only owner.
    const shopperUser = await service.deps.storage.users.byEmail('shopper@example.com');
    assert.match((await other.gateway(get, { id: first!.id, userId: shopperUser!.id }, { method: 'GET' })).ret, /^PL-ORDER-NOT-FOUND::/);
    assert.match((await service.client().gateway(get, { id: first!.id }, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED/);
  });

  it('keeps the delivery address and history of a guest order through its claim, and shows an order kept without them by when it was placed', async () => {
    const { service, other } = await members();
    const jump = await service.deps.storage.users.byEmail('jump@example.com');
    const kept = await service.deps.storage.orders.insert({
      userId: jump!.id,
      number: 'OLD-1',
      placedAt: 5000,
      totalMinor: 990,
      currency: 'SGD',
      status: 'DELIVERED',
      items: '[]',
    });
    const answer = await other.gateway(get, { id: String(kept.id) }, { method: 'GET' });
    ok(answer.ret);
    assert.equal(answer.data?.delivery, undefined);
    assert.deepEqual(answer.data?.history, [{ status: 'PENDING', at: 5000 }]);

    const history = JSON.stringify([{ status: 'PENDING', at: 7000 }]);
    const delivery = JSON.stringify({ recipient: 'Guest', lines: ['1 Main Street'] });
    await service.deps.storage.guestOrders.insert('jump@example.com', {
      number: 'GUEST-1',
      placedAt: 7000,
      totalMinor: 500,
      currency: 'SGD',
      status: 'PENDING',
      items: '[]',
      delivery,
      history,
    });
    assert.equal(await service.deps.storage.guestOrders.claim('jump@example.com', jump!.id), 1);
    const [claimed] = ordersOf(await other.gateway(list, { status: 'PENDING' }, { method: 'GET' }));
    const full = await other.gateway(get, { id: claimed!.id }, { method: 'GET' });
    assert.deepEqual([full.data?.delivery, full.data?.history], [{ recipient: 'Guest', lines: ['1 Main Street'] }, [{ status: 'PENDING', at: 7000 }]]);
  });
});
