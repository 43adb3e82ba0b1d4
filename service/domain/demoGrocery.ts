/**
 * The demo's guest orders and legacy grocery-brand account (issue 25, points 3 and 4): orders
 * placed as a guest with `guest@example.com` (no account has that address), and an account of the
 * old grocery brand that shares the e-mail of the demo member `grocery@example.com`, with its own
 * password, orders, addresses and vouchers.
 */
import type { LegacyItem, Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { demoOrders } from './demoOrders.ts';
import { hashPassword } from './passwordHash.ts';

export const GUEST_EMAIL = 'guest@example.com';
export const GROCERY_MEMBER_EMAIL = 'grocery@example.com';
export const LEGACY_BRAND = 'FreshMart';
export const LEGACY_ID = 'GR-1001';
/** The old account's own password (not the demo members'). */
export const LEGACY_PASSWORD = 'Grocery123!';

const DAY_MS = 24 * 60 * 60_000;

/** What the old account holds: 3 orders, 2 addresses, 2 vouchers. */
function legacyItems(at: number): LegacyItem[] {
  const orders = demoOrders(1001, 'GR', 'SGD', at - 400 * DAY_MS, 3).map(({ userId: _userId, ...order }) => ({ kind: 'order' as const, order }));
  const address = (recipient: string, postcode: string, detailAddress: string): LegacyItem => ({
    kind: 'address',
    address: { recipient, phonePrefix: '65', phone: '81234570', country: 'SG', fields: JSON.stringify({ postcode, detailAddress }) },
  });
  const voucher = (code: string, label: string, valueMinor: number): LegacyItem => ({
    kind: 'voucher',
    voucher: { code, label, valueMinor, currency: 'SGD', expiresAt: at + 90 * DAY_MS },
  });
  return [
    ...orders,
    address('Gina Grocer', '238859', '1 Orchard Road, #03-12'),
    address('Gina Grocer', '469001', '22 Bedok North Street 1, #07-88'),
    voucher('FRESH5', 'SGD 5 off fresh produce', 500),
    voucher('WELCOMEBACK10', 'SGD 10 off your next order', 1000),
  ];
}

/** Seeds the guest orders and the old account once (claimed orders and a merged account stay as they are). */
export async function seedGrocery(storage: Storage, config: Pick<ServiceConfig, 'now' | 'passwordHashing'>): Promise<void> {
  const at = config.now();
  if (!(await storage.users.byEmail(GUEST_EMAIL)) && (await storage.guestOrders.count(GUEST_EMAIL)) === 0)
    for (const { userId: _userId, ...order } of demoOrders(9001, 'GS', 'SGD', at, 3)) await storage.guestOrders.insert(GUEST_EMAIL, order);
  if (!(await storage.legacy.byId(LEGACY_ID)))
    await storage.legacy.insert(
      {
        id: LEGACY_ID,
        brand: LEGACY_BRAND,
        email: GROCERY_MEMBER_EMAIL,
        phonePrefixCode: null,
        phone: null,
        passwordHash: await hashPassword(LEGACY_PASSWORD, config.passwordHashing),
      },
      legacyItems(at),
    );
}
