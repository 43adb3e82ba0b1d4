/**
 * A believable order history for the demo accounts: a few dozen orders over the last two years,
 * newest still on their way, the rest delivered (a few cancelled or returned), each with one to
 * three items from a marketplace's shelves and a total in the region's currency. Made the same way
 * every time for the same account and day, so that tests and screenshots can rely on it.
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
    orders.push({
      userId,
      number: `${regionId}${String(userId).padStart(4, '0')}${String(Math.floor(placedAt / 1000)).slice(-8)}`,
      placedAt: Math.round(placedAt),
      totalMinor: items.reduce((sum, item) => sum + item.cents * item.quantity, 0) + 199,
      currency,
      status: statusAt(ageDays, next()),
      items: JSON.stringify(items.map(({ name, slug, quantity }) => ({ name, imageUrl: `/static/products/${slug}.png`, quantity }))),
    });
    // Every two to forty days, back to two years.
    placedAt -= DAY_MS * (2 + next() * 38);
  }
  return orders;
}
