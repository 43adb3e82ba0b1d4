/**
 * A believable order history for the demo accounts: a few dozen orders over the last two years,
 * newest still on their way, the rest delivered (a few cancelled or returned), each with one to
 * three items from a marketplace's shelves (name, picture, quantity, price), a total in the
 * region's currency (the items and a delivery fee), a delivery address and the dates each status
 * was reached. Made the same way every time for the same account and day, so that tests and
 * screenshots can rely on it.
 */
import type { OrderRecord } from '../storage/Storage.ts';

const PRODUCTS: readonly (readonly [name: string, slug: string, cents: number])[] = [
  ['Wireless Earbuds Pro', 'earbuds', 8990],
  ['Rice Cooker 1.8 L', 'rice-cooker', 6450],
  ['Batik Shirt, Long Sleeve', 'batik-shirt', 3590],
  ['Durian Chips Snack Pack', 'durian-chips', 890],
  ['Clear Phone Case', 'phone-case', 1290],
  ['Running Shoes', 'running-shoes', 11900],
  ['Skincare Starter Set', 'skincare-set', 4250],
  ['Instant Noodles, Box of 30', 'instant-noodles', 1980],
  ['LED Desk Lamp', 'desk-lamp', 2790],
  ['Backpack 25 L', 'backpack', 4990],
  ['Bluetooth Speaker', 'speaker', 5990],
  ['Insulated Water Bottle 1 L', 'water-bottle', 2190],
  ['Coffee Beans 500 g', 'coffee-beans', 2450],
  ['Power Bank 10000 mAh', 'power-bank', 3290],
  ['Yoga Mat', 'yoga-mat', 2890],
  ['Sunscreen SPF 50', 'sunscreen', 1690],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the demo's parcels go. */
const DELIVERIES: readonly { readonly recipient: string; readonly phone: string; readonly lines: readonly string[] }[] = [
  { recipient: 'Samantha Shopper', phone: '+65 8123 4567', lines: ['Blk 123 Ang Mo Kio Avenue 6, #08-1234', 'Singapore 560123'] },
  { recipient: 'Samantha Shopper', phone: '+65 8123 4567', lines: ['1 Raffles Place, #20-01, One Raffles Place', 'Singapore 048616'] },
  { recipient: 'Daniel Tan', phone: '+65 9123 4567', lines: ['45 Tampines Street 42, #03-11', 'Singapore 520045'] },
];

/** The flat delivery fee, in cents. */
const DELIVERY_FEE = 199;

/** The statuses an order passes through to reach `status`, and how many days after it was placed. */
const PATHS: Readonly<Record<string, readonly (readonly [status: string, days: number])[]>> = {
  PENDING: [['PENDING', 0]],
  PROCESSING: [
    ['PENDING', 0],
    ['PROCESSING', 0.2],
  ],
  SHIPPED: [
    ['PENDING', 0],
    ['PROCESSING', 0.2],
    ['SHIPPED', 1.5],
  ],
  DELIVERED: [
    ['PENDING', 0],
    ['PROCESSING', 0.2],
    ['SHIPPED', 1.5],
    ['DELIVERED', 4],
  ],
  CANCELLED: [
    ['PENDING', 0],
    ['CANCELLED', 0.5],
  ],
  RETURNED: [
    ['PENDING', 0],
    ['PROCESSING', 0.2],
    ['SHIPPED', 1.5],
    ['DELIVERED', 4],
    ['RETURNED', 9],
  ],
};

/** When the order placed at `placedAt` reached each status on its way to `status`, never after `now`. */
function historyOf(status: string, placedAt: number, now: number): { status: string; at: number }[] {
  return (PATHS[status] ?? [[status, 0]]).map(([step, days]) => ({
    status: step,
    at: Math.round(Math.min(placedAt + days * DAY_MS, now - 60_000, placedAt + (now - placedAt) * (days ? 0.9 : 0))),
  }));
}

function statusAt(ageDays: number, roll: number): string {
  if (ageDays < 2) return roll < 0.5 ? 'PENDING' : 'PROCESSING';
  if (ageDays < 6) return 'SHIPPED';
  if (roll < 0.06) return 'CANCELLED';
  if (roll < 0.1) return 'RETURNED';
  return 'DELIVERED';
}

/** The orders of member `userId` in `region` (its currency), placed before `now`. */
export function demoOrders(userId: number, regionId: string, currency: string, now: number, count = 36): Omit<OrderRecord, 'id'>[] {
  const next = random(userId * 7919 + count);
  const orders: Omit<OrderRecord, 'id'>[] = [];
  let placedAt = now - DAY_MS / 3;
  for (let index = 0; index < count; index++) {
    const ageDays = (now - placedAt) / DAY_MS;
    const items = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const [name, slug, cents] = PRODUCTS[Math.floor(next() * PRODUCTS.length)] ?? ['Gift card', 'gift-card', 1000];
      return { name, slug, cents, quantity: 1 + Math.floor(next() * 2) };
    });
    const status = statusAt(ageDays, next());
    orders.push({
      userId,
      number: `${regionId}${String(userId).padStart(4, '0')}${String(Math.floor(placedAt / 1000)).slice(-8)}`,
      placedAt: Math.round(placedAt),
      totalMinor: items.reduce((sum, item) => sum + item.cents * item.quantity, 0) + DELIVERY_FEE,
      currency,
      status,
      items: JSON.stringify(items.map(({ name, slug, cents, quantity }) => ({ name, imageUrl: `/static/products/${slug}.png`, quantity, priceMinor: cents }))),
      delivery: JSON.stringify(DELIVERIES[index % DELIVERIES.length]),
      history: JSON.stringify(historyOf(status, Math.round(placedAt), now)),
    });
    // Every two to forty days, back to two years.
    placedAt -= DAY_MS * (2 + next() * 38);
  }
  return orders;
}
