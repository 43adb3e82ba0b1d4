/**
 * The member area's entities on the wire (`accountCalls.ts`): the member's profile as the member
 * area shows it (e-mail and phone masked by the service) and the order history. Shared by
 * `<member-account>` and the reference member service; answers are checked with these at the edge.
 */
import { array, boolean, enums, integer, number, optional, record, size, string, type, type Infer } from 'superstruct';

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
  items: array(
    type({
      name: string(),
      /** The product's picture, at any size the image helper asks for. */
      imageUrl: optional(string()),
      quantity: integer(),
      /** One piece's price, in the order's currency's minor unit (absent on old orders). */
      priceMinor: optional(integer()),
    }),
  ),
});
export type OrderRecordOnWire = Infer<typeof OrderSchema>;

export const OrderPageSchema = type({
  orders: array(OrderSchema),
  page: integer(),
  pageSize: integer(),
  /** How many orders match the request (its dates and status). */
  total: integer(),
  /** How many of the member's orders are in each status, whatever the request's dates and status. */
  counts: record(enums(ORDER_STATUSES), integer()),
});
export type OrderPageOnWire = Infer<typeof OrderPageSchema>;

/** One order of the member's, in full (`getOrder`): where it goes and when its status changed. */
export const OrderDetailSchema = type({
  order: OrderSchema,
  /** Where it is delivered, as the parcel shows it; absent for an order without one (a download). */
  delivery: optional(type({ recipient: string(), phone: optional(string()), lines: array(string()) })),
  /** Each status it reached and when (epoch milliseconds), oldest first. */
  history: array(type({ status: enums(ORDER_STATUSES), at: number() })),
});
export type OrderDetailOnWire = Infer<typeof OrderDetailSchema>;

/** The most orders one page asks for. */
export const MAX_ORDER_PAGE_SIZE = 50;
export const ORDER_PAGE_SIZE = 10;
