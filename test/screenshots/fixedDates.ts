/**
 * Fixed dates for the member area's pictures. The demo orders are placed relative to the moment the
 * test service seeded them, and a device's times are those of the test's own login, so the pages
 * would show other dates every day. While installed, the page's `fetch` hands the element answers in
 * which every order's `placedAt` (and its status history's times) is moved to the same distance
 * before FIXED_NOW that it had before the seeding (and its number, which ends with the seconds it was placed at, the matching digits:
 * the deletion's blockers name orders by number too), and the devices list is this browser's
 * session alone (the engine's service also keeps the sessions other test files left), signed in
 * and last active at FIXED_NOW.
 */

/** 25 Nov 2026, 09:30 UTC. */
export const FIXED_NOW = Date.UTC(2026, 10, 25, 9, 30);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The newest demo order is placed a third of a day before the seeding (service/domain/demoOrders.ts). */
const NEWEST_ORDER_AGE_MS = DAY_MS / 3;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Installs the rewriting `fetch`; the returned function puts the page's own back. The seeding moment
 * is read from the first orders the element asks for, newest first: the dashboard's latest orders
 * (so the dashboard is the first page a test shows).
 */
export function fixDates(): () => void {
  const original = window.fetch;
  let seededAt: number | undefined;
  /** The numbers of the orders seen, as rewritten. */
  const numbers = new Map<string, string>();
  const placedAt = (at: number) => (seededAt === undefined ? at : FIXED_NOW - (seededAt - at));
  /** `SG0001…17712345` placed at `at` → the same number ending with the seconds of the fixed `at`. */
  const renumbered = (number: string, at: number) => {
    const seconds = String(Math.floor(at / 1000)).slice(-8);
    if (!number.endsWith(seconds)) return number;
    const fixed = `${number.slice(0, -8)}${String(Math.floor(placedAt(at) / 1000)).slice(-8)}`;
    numbers.set(number, fixed);
    return fixed;
  };

  const rewrite = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isRecord(value)) return value;
    const entries = Object.entries(value);
    const orders = value['orders'];
    if (Array.isArray(orders) && seededAt === undefined) {
      const newest = Math.max(...orders.map((order) => (isRecord(order) && typeof order['placedAt'] === 'number' ? order['placedAt'] : Number.NEGATIVE_INFINITY)));
      if (Number.isFinite(newest)) seededAt = newest + NEWEST_ORDER_AGE_MS;
    }
    const at = value['placedAt'];
    return Object.fromEntries(
      entries.map(([key, field]): [string, Json] => {
        if (key === 'placedAt' && typeof field === 'number') return [key, placedAt(field)];
        if (key === 'number' && typeof field === 'string') return [key, typeof at === 'number' ? renumbered(field, at) : (numbers.get(field) ?? field)];
        if ((key === 'createdAt' || key === 'lastSeenAt') && typeof field === 'number' && 'current' in value) return [key, FIXED_NOW];
        if (key === 'devices' && Array.isArray(field)) return [key, field.filter((device) => isRecord(device) && device['current'] === true).map(rewrite)];
        // An order's status history (its page): each change as far before FIXED_NOW as it was before the seeding.
        if (key === 'history' && Array.isArray(field))
          return [key, field.map((change) => (isRecord(change) && typeof change['at'] === 'number' ? { ...change, at: placedAt(change['at']) } : change))];
        // The recent logins hold every other test file's logins too: none is pictured.
        if (key === 'logins' && Array.isArray(field)) return [key, []];
        return [key, rewrite(field)];
      }),
    );
  };

  window.fetch = async (input, init) => {
    const response = await original(input, init);
    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const body = (await response.clone().json()) as Json;
    return new Response(JSON.stringify(rewrite(body)), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return () => {
    window.fetch = original;
  };
}
