/**
 * The member area as its pages see it: the member's profile, addresses and orders, shaped for
 * showing, and the drafts of its forms. The member area's flows make these from the wire contract's
 * answers (`flows/account/*.ts`), so that a page never reads a wire field.
 */
import type { AddressCountry } from '../../kernel/config/addressCountries.ts';
import type { OrderStatus } from '../../kernel/contract/account.ts';
import type { SecurityOverview } from '../../kernel/contract/security.ts';

export type Gender = 'male' | 'female';

export interface MemberProfile {
  readonly fullName: string;
  readonly nickname: string;
  /** Masked by the service (`j***@example.com`), as the dashboard shows it. */
  readonly email?: string | undefined;
  /** Masked by the service, with its dial code (`+65 9***4567`). */
  readonly phone?: string | undefined;
  readonly gender?: Gender | undefined;
  /** `YYYY-MM-DD`. */
  readonly birthday?: string | undefined;
  readonly memberLevel?: string | undefined;
  readonly newsletter: boolean;
  readonly smsPromotions: boolean;
}

export interface Address {
  readonly id: string;
  readonly recipient: string;
  /** The national number, and its dial code. */
  readonly phone: string;
  readonly phonePrefix: string;
  readonly country: AddressCountry;
  /** The form's values by field id: a division's id, or text. */
  readonly fields: Readonly<Record<string, string>>;
  /** As a parcel shows it, one line each. */
  readonly lines: readonly string[];
  readonly isDefaultShipping: boolean;
  readonly isDefaultBilling: boolean;
}

/** An address form's values as typed. */
export interface AddressDraft {
  readonly recipient: string;
  readonly phone: string;
  readonly country: AddressCountry;
  readonly fields: Readonly<Record<string, string>>;
  readonly defaultShipping: boolean;
  readonly defaultBilling: boolean;
}

export interface OrderItem {
  readonly name: string;
  readonly imageUrl?: string | undefined;
  readonly quantity: number;
  /** One piece's price in the currency's major unit; unknown for some old orders. */
  readonly price?: number | undefined;
}

export type { OrderStatus };

/** How many of the member's orders are in each status. */
export type OrderCounts = Readonly<Record<OrderStatus, number>>;

export interface Order {
  readonly id: string;
  readonly number: string;
  /** When it was placed, in epoch milliseconds. */
  readonly placedAt: number;
  /** In the currency's major unit (`12.5` dollars). */
  readonly total: number;
  readonly currency: string;
  readonly status: OrderStatus;
  readonly items: readonly OrderItem[];
}

/** One order in full, as its page shows it. */
export interface OrderDetail {
  readonly order: Order;
  readonly delivery?: { readonly recipient: string; readonly phone?: string | undefined; readonly lines: readonly string[] } | undefined;
  /** Each status reached and when (epoch milliseconds), oldest first. */
  readonly history: readonly { readonly status: OrderStatus; readonly at: number }[];
  /** What the total holds beyond the items (delivery), when every item's price is known. */
  readonly deliveryFee?: number | undefined;
}

export interface OrderPage {
  readonly orders: readonly Order[];
  readonly page: number;
  readonly pages: number;
  readonly total: number;
  readonly counts: OrderCounts;
}

/** Everything the dashboard shows, loaded at once. */
export interface AccountOverview {
  readonly profile: MemberProfile;
  readonly addresses: readonly Address[];
  /** The most addresses a member keeps. */
  readonly addressLimit: number;
  readonly latestOrders: readonly Order[];
  /** How many orders the member has placed in all. */
  readonly orderCount: number;
  /** How many of them are in each status (the order shortcuts). */
  readonly orderCounts: OrderCounts;
}

/** Edit profile's values as typed. */
export interface ProfileDraft {
  readonly fullName: string;
  readonly nickname: string;
  readonly gender: Gender | '';
  readonly year: string;
  readonly month: string;
  readonly date: string;
}

/** The member's password, phone and e-mail (masked), pending changes and signed-in devices, as the security pages show them. */
export type Security = SecurityOverview;
