/**
 * The shapes of what the member service keeps (members, their orders, addresses and vouchers,
 * legacy grocery-brand accounts, sessions, codes, tokens, QR sessions), as the Storage interface
 * (Storage.ts) takes and answers them. Times are epoch milliseconds.
 */

import type { Language } from '../../src/kernel/config/languages.ts';

/** DELETED accounts keep their phone in the cooling period: it cannot sign up again. */
export type UserStatus = 'NORMAL' | 'DELETION_PENDING' | 'DELETED';

export interface UserRecord {
  readonly id: number;
  readonly name: string | null;
  readonly email: string | null;
  readonly phonePrefixCode: string | null;
  readonly phone: string | null;
  /** Argon2id (PHC string) or, written before issue 35, scrypt hash (see domain/passwordHash.ts); null for phone sign-ups before profile completion. */
  readonly passwordHash: string | null;
  readonly gender: string | null;
  readonly birthday: string | null;
  readonly status: UserStatus;
  /** A scenario's next step after login: the action name, and its data as JSON. */
  readonly nextStep: string | null;
  readonly nextStepData: string | null;
  /** The member area's full name (`name` is the nickname). */
  readonly fullName: string | null;
  /** Promotions by e-mail and by SMS: opted in. */
  readonly newsletter: boolean;
  readonly smsNewsletter: boolean;
  readonly memberLevel: string | null;
  /** When a DELETION_PENDING account's cooling period ends (then the purge marks it DELETED). */
  readonly deletionEndsAt: number | null;
  /** Until when the member said "not now" to the legacy grocery-brand merge (epoch ms). */
  readonly legacyAskAfter: number | null;
  /** The language the member's messages are written in: the one their element last named (issue 31). */
  readonly language: Language | null;
  readonly createdAt: number;
  readonly modifiedAt: number;
}

type OptionalOnInsert = 'status' | 'nextStep' | 'nextStepData' | 'gender' | 'birthday' | 'fullName' | 'newsletter' | 'smsNewsletter' | 'memberLevel';
/** What a new member needs (`deletionEndsAt` is set by a deletion, never at insert). */
export type NewUser = Omit<UserRecord, 'id' | 'createdAt' | 'modifiedAt' | 'deletionEndsAt' | 'legacyAskAfter' | 'language' | OptionalOnInsert> &
  Partial<Pick<UserRecord, OptionalOnInsert>>;

export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'name'
    | 'passwordHash'
    | 'gender'
    | 'birthday'
    | 'status'
    | 'nextStep'
    | 'nextStepData'
    | 'fullName'
    | 'newsletter'
    | 'smsNewsletter'
    | 'email'
    | 'phone'
    | 'phonePrefixCode'
    | 'deletionEndsAt'
    | 'legacyAskAfter'
    | 'language'
  >
>;

/** An order of the member's history (the marketplace's; read-only in the member area). */
export interface OrderRecord {
  readonly id: number;
  readonly userId: number;
  readonly number: string;
  readonly placedAt: number;
  readonly totalMinor: number;
  readonly currency: string;
  readonly status: string;
  /** `[{ name, imageUrl?, quantity, priceMinor? }]` as JSON. */
  readonly items: string;
  /** `{ recipient, phone?, lines }` as JSON; empty when the order has no delivery address. */
  readonly delivery: string;
  /** `[{ status, at }]` as JSON, oldest first; `[]` for an order kept without its history. */
  readonly history: string;
}

/** An order to add: its delivery address and history may be left out (an order kept without them). */
export type NewOrder = Omit<OrderRecord, 'id' | 'delivery' | 'history'> & Partial<Pick<OrderRecord, 'delivery' | 'history'>>;

/** An order as a guest order or a legacy account's order keeps it: no member yet. */
export type OrderValues = Omit<NewOrder, 'userId'>;

/** A voucher of the member's (moved from a legacy grocery-brand account; the demo shows no wallet). */
export interface VoucherRecord {
  readonly id: number;
  readonly userId: number;
  readonly code: string;
  readonly label: string;
  readonly valueMinor: number;
  readonly currency: string;
  readonly expiresAt: number;
}
export type VoucherValues = Omit<VoucherRecord, 'id' | 'userId'>;

/** An account of the old grocery brand, found by the e-mail or phone it shares with a member. */
export interface LegacyAccountRecord {
  /** Opaque (`GR-…`). */
  readonly id: string;
  readonly brand: string;
  readonly email: string | null;
  readonly phonePrefixCode: string | null;
  readonly phone: string | null;
  /** Its own password, hashed as the members' (domain/passwords.ts); null when it had none. */
  readonly passwordHash: string | null;
  /** The member it was merged into, once. */
  readonly mergedInto: number | null;
  readonly mergedAt: number | null;
}

/** What a legacy account holds, to move into a member's tables. */
export type LegacyItem =
  | { readonly kind: 'order'; readonly order: OrderValues }
  | { readonly kind: 'address'; readonly address: AddressValues }
  | { readonly kind: 'voucher'; readonly voucher: VoucherValues };

export interface LegacyCounts {
  readonly orders: number;
  readonly addresses: number;
  readonly vouchers: number;
}

/** An address of the member's address book. */
export interface AddressRecord {
  readonly id: number;
  readonly userId: number;
  readonly recipient: string;
  readonly phonePrefix: string;
  readonly phone: string;
  readonly country: string;
  /** The form's values by field id, as JSON. */
  readonly fields: string;
  readonly isDefaultShipping: boolean;
  readonly isDefaultBilling: boolean;
  readonly createdAt: number;
  readonly modifiedAt: number;
}

export type AddressValues = Pick<AddressRecord, 'recipient' | 'phonePrefix' | 'phone' | 'country' | 'fields'>;
export type DefaultKind = 'shipping' | 'billing';

export interface OrderQuery {
  /** Placed at or after, epoch ms. */
  readonly from?: number | undefined;
  /** Placed before, epoch ms. */
  readonly to?: number | undefined;
  /** Only orders in this status. */
  readonly status?: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

export interface SessionRecord {
  /**
   * The SHA-256 (base64url) of the session cookie's value, never the value itself: a copy of the
   * database logs nobody in (domain/sessions.ts hashes).
   */
  readonly id: string;
  readonly userId: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  /** The browser's User-Agent header at login (the devices page's label), cut to 300 characters. */
  readonly userAgent: string | null;
  /** When the session was last used, to the minute (see `sessions.touch`). */
  readonly lastSeenAt: number;
  /** The name the member gave this device on the devices page ("Mum's phone"), if any. */
  readonly deviceName: string | null;
}

/** What a new session needs: its user agent and last use are optional (last use: its creation). */
export type NewSession = Omit<SessionRecord, 'userAgent' | 'lastSeenAt' | 'deviceName'> & Partial<Pick<SessionRecord, 'userAgent' | 'lastSeenAt'>>;

/** A security question's answer, kept hashed (normalised first, see domain/verification.ts). */
export interface SecurityAnswerRecord {
  readonly question: string;
  readonly answerHash: string;
}

/** A one-time code sent to a phone or e-mail address. */
export interface CodeRecord {
  readonly id: number;
  /** `+6581234567` or an e-mail address. */
  readonly target: string;
  /** OTP_LOGIN, OTP_REGISTER, RESET_PASSWORD… */
  readonly purpose: string;
  readonly codeHash: string;
  readonly sentAt: number;
  readonly expiresAt: number;
  readonly wrongTries: number;
  /** Set when used, replaced by a resend, or killed by too many wrong tries. */
  readonly closedAt: number | null;
}

/** A one-time token: register, reset, verification, QR id tokens, deletion cancel… */
export interface TokenRecord {
  readonly token: string;
  readonly kind: string;
  readonly userId: number | null;
  /** Whatever the kind needs, as JSON. */
  readonly data: string | null;
  readonly expiresAt: number;
}

export type QrState = 'PENDING' | 'SCANNED' | 'SUCCESS' | 'FAILURE';

export interface QrRecord {
  readonly requestId: string;
  readonly state: QrState;
  readonly polls: number;
  readonly expire: number;
  readonly interval: number;
  readonly userId: number | null;
  readonly token: string | null;
  readonly createdAt: number;
  /** The hash of the binding secret of the browser that made the code: only it may poll and log in. */
  readonly binding: string | null;
  /** Who asked, as the phone's page shows it: JSON of `QrRequester` (domain/qr.ts). */
  readonly requester: string | null;
  /** The stored id of the phone session that scanned the code: only it may confirm. */
  readonly scannedBy: string | null;
}

/** Why `codes.issue` refused to send a new code. */
export type IssueRefusal = 'TOO_FREQUENT' | 'SEND_LIMIT';

/**
 * A member's passkey (a WebAuthn credential, issue 34): what verifying its assertions needs (the
 * public key, the signature counter, the transports its browser named), what the Passkeys page
 * shows (its name, from the authenticator's AAGUID where known and renamable; when it was made and
 * last used), and from when it may verify a security change (a passkey added while a recovery
 * window was open verifies nothing until that window is over).
 */
export interface PasskeyRecord {
  /** The credential id, base64url, as the browser names it. */
  readonly id: string;
  readonly userId: number;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
  readonly counter: number;
  /** `internal`, `hybrid`, `usb`… as the browser reported them at registration. */
  readonly transports: readonly string[];
  /** The authenticator model's AAGUID (all zeros when it names none). */
  readonly aaguid: string;
  /** `singleDevice` or `multiDevice` (a synced passkey). */
  readonly deviceType: string;
  readonly backedUp: boolean;
  readonly name: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
  /** Epoch ms from which it may verify a security change (0: at once). */
  readonly verifiesFrom: number;
}
