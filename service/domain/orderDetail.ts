/**
 * One order of the member's in full (`getOrder`): its items, where it is delivered and when its
 * status changed. Only the member's own: another member's id, or one that is no number, answers as
 * no order at all, so that nobody learns which order ids exist.
 */
import { ORDER_STATUSES, type OrderDetailOnWire, type OrderStatus } from '../../src/kernel/contract/account.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { OrderRecord, Storage } from '../storage/Storage.ts';
import { orderOnWire } from './account.ts';

const orderNotFound = () => new Refusal('PL-ORDER-NOT-FOUND', MESSAGES.orderNotFound);
const isStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

/** The JSON a row keeps, or `fallback` when a row written by hand holds none. */
function parsed(text: string, fallback: unknown): unknown {
  try {
    return text ? JSON.parse(text) : fallback;
  } catch {
    return fallback;
  }
}

function delivery(order: OrderRecord): OrderDetailOnWire['delivery'] {
  const value = parsed(order.delivery, undefined) as { recipient?: unknown; phone?: unknown; lines?: unknown } | undefined;
  if (!value || typeof value.recipient !== 'string' || !Array.isArray(value.lines)) return undefined;
  return {
    recipient: value.recipient,
    ...(typeof value.phone === 'string' ? { phone: value.phone } : {}),
    lines: value.lines.filter((line): line is string => typeof line === 'string'),
  };
}

/** The kept history; an order kept without one shows at least when it was placed. */
function history(order: OrderRecord): OrderDetailOnWire['history'] {
  const kept = parsed(order.history, []);
  const steps = (Array.isArray(kept) ? kept : [])
    .filter((step): step is { status: OrderStatus; at: number } => isStatus(step?.status) && Number.isFinite(step?.at))
    .map(({ status, at }) => ({ status, at }));
  return steps.length ? steps : [{ status: 'PENDING', at: order.placedAt }];
}

export async function orderDetail(storage: Storage, userId: number, id: string): Promise<OrderDetailOnWire> {
  const number = /^\d{1,15}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(number)) throw orderNotFound();
  const order = await storage.orders.byId(userId, number);
  if (!order) throw orderNotFound();
  const address = delivery(order);
  return { order: orderOnWire(order), ...(address ? { delivery: address } : {}), history: history(order) };
}
