/**
 * The member area's entities on the wire (`accountCalls.ts`): the member's profile as the member
 * area shows it (e-mail and phone masked by the service) and the order history. Shared by
 * `<member-account>` and the reference member service; answers are checked with these at the edge.
 */
import { array, boolean, enums, integer, number, optional, size, string, type, type Infer } from 'superstruct';

export const GENDERS = ['male', 'female'] as const;

export const AccountProfileSchema = type({
  fullName: optional(string()),
  nickname: optional(string()),
  /** Masked: `s***r@example.com`. */
  email: optional(string()),
  /** Masked, with its dial code: `+65 8***4567`. */
  phone: optional(string()),
  gender: optional(enums(GENDERS)),
  /** `YYYY-MM-DD`. */
  birthday: optional(string()),
  memberLevel: optional(string()),
  enableNewsletter: boolean(),
  enableSmsNewsletter: boolean(),
});
export type AccountProfile = Infer<typeof AccountProfileSchema>;

export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderSchema = type({
  id: string(),
  number: string(),
  /** Epoch milliseconds. */
  placedAt: number(),
  /** In the currency's minor unit (cents); the currency's own digits say where the point is. */
  totalMinor: integer(),
  currency: size(string(), 3, 3),
  status: enums(ORDER_STATUSES),
  items: array(type({ name: string(), imageUrl: optional(string()), quantity: integer() })),
});
export type OrderRecordOnWire = Infer<typeof OrderSchema>;

export const OrderPageSchema = type({
  orders: array(OrderSchema),
  page: integer(),
  pageSize: integer(),
  total: integer(),
});
export type OrderPageOnWire = Infer<typeof OrderPageSchema>;

/** The most orders one page asks for. */
export const MAX_ORDER_PAGE_SIZE = 50;
export const ORDER_PAGE_SIZE = 10;
