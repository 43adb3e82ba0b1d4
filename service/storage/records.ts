/** Rows of either database as records: the same tables and columns on SQLite and PostgreSQL. */
import type {
  AddressRecord,
  CodeRecord,
  LegacyAccountRecord,
  LegacyCounts,
  LegacyItem,
  OrderRecord,
  PasskeyRecord,
  VoucherRecord,
  QrRecord,
  SessionRecord,
  TokenRecord,
  UserChanges,
  UserRecord,
} from './Storage.ts';

import { LANGUAGES, type Language } from '../../src/kernel/config/languages.ts';

export type Row = Record<string, unknown>;

/** A row mapper that also takes a missing row (no match) and answers undefined for it. */
function mapper<T>(from: (row: Row) => T): { (row: Row): T; (row: Row | undefined): T | undefined } {
  return ((row: Row | undefined) => (row ? from(row) : undefined)) as { (row: Row): T; (row: Row | undefined): T | undefined };
}

export const USER_COLUMNS: Readonly<Record<keyof UserChanges, string>> = {
  name: 'name',
  passwordHash: 'password_hash',
  gender: 'gender',
  birthday: 'birthday',
  status: 'status',
  nextStep: 'next_step',
  nextStepData: 'next_step_data',
  fullName: 'full_name',
  newsletter: 'newsletter',
  smsNewsletter: 'sms_newsletter',
  email: 'email',
  phone: 'phone',
  phonePrefixCode: 'phone_prefix_code',
  deletionEndsAt: 'deletion_ends_at',
  legacyAskAfter: 'legacy_ask_after',
  language: 'language',
};

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
/** A kept language, when it is still one of the six. */
const languageOrNull = (value: unknown): Language | null => LANGUAGES.find((language) => language === value) ?? null;

export const userFrom = mapper(
  (row): UserRecord => ({
    id: Number(row.id),
    name: row.name as string | null,
    email: row.email as string | null,
    phonePrefixCode: row.phone_prefix_code as string | null,
    phone: row.phone as string | null,
    passwordHash: row.password_hash as string | null,
    gender: row.gender as string | null,
    birthday: row.birthday as string | null,
    status: row.status as UserRecord['status'],
    nextStep: row.next_step as string | null,
    nextStepData: row.next_step_data as string | null,
    fullName: (row.full_name as string | null | undefined) ?? null,
    // SQLite keeps booleans as 0 and 1.
    newsletter: Boolean(row.newsletter),
    smsNewsletter: Boolean(row.sms_newsletter),
    memberLevel: (row.member_level as string | null | undefined) ?? null,
    deletionEndsAt: numberOrNull(row.deletion_ends_at ?? null),
    legacyAskAfter: numberOrNull(row.legacy_ask_after ?? null),
    language: languageOrNull(row.language),
    createdAt: Number(row.created_at),
    modifiedAt: Number(row.modified_at),
  }),
);

export const sessionFrom = mapper(
  (row): SessionRecord => ({
    id: String(row.id),
    userId: Number(row.user_id),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    userAgent: (row.user_agent as string | null | undefined) ?? null,
    lastSeenAt: Number(row.last_seen_at ?? row.created_at),
    deviceName: (row.device_name as string | null | undefined) ?? null,
  }),
);

export const codeFrom = mapper(
  (row): CodeRecord => ({
    id: Number(row.id),
    target: String(row.target),
    purpose: String(row.purpose),
    codeHash: String(row.code_hash),
    sentAt: Number(row.sent_at),
    expiresAt: Number(row.expires_at),
    wrongTries: Number(row.wrong_tries),
    closedAt: numberOrNull(row.closed_at),
  }),
);

export const tokenFrom = mapper(
  (row): TokenRecord => ({
    token: String(row.token),
    kind: String(row.kind),
    userId: numberOrNull(row.user_id),
    data: row.data as string | null,
    expiresAt: Number(row.expires_at),
  }),
);

export const qrFrom = mapper(
  (row): QrRecord => ({
    requestId: String(row.request_id),
    state: row.state as QrRecord['state'],
    polls: Number(row.polls),
    expire: Number(row.expire),
    interval: Number(row.interval),
    userId: numberOrNull(row.user_id),
    token: row.token as string | null,
    createdAt: Number(row.created_at),
    binding: (row.binding as string | null) ?? null,
    requester: (row.requester as string | null) ?? null,
    scannedBy: (row.scanned_by as string | null) ?? null,
  }),
);

export const orderFrom = mapper(
  (row): OrderRecord => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    number: row.number as string,
    placedAt: Number(row.placed_at),
    totalMinor: Number(row.total_minor),
    currency: row.currency as string,
    status: row.status as string,
    items: row.items as string,
    delivery: (row.delivery as string | null) ?? '',
    history: (row.history as string | null) ?? '[]',
  }),
);

export const addressFrom = mapper(
  (row): AddressRecord => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    recipient: row.recipient as string,
    phonePrefix: row.phone_prefix as string,
    phone: row.phone as string,
    country: row.country as string,
    fields: row.fields as string,
    isDefaultShipping: Boolean(row.is_default_shipping),
    isDefaultBilling: Boolean(row.is_default_billing),
    createdAt: Number(row.created_at),
    modifiedAt: Number(row.modified_at),
  }),
);

/** The column of each kind of default. */
export const DEFAULT_COLUMNS = { shipping: 'is_default_shipping', billing: 'is_default_billing' } as const;

export const legacyAccountFrom = mapper(
  (row): LegacyAccountRecord => ({
    id: String(row.id),
    brand: String(row.brand),
    email: row.email as string | null,
    phonePrefixCode: row.phone_prefix_code as string | null,
    phone: row.phone as string | null,
    passwordHash: row.password_hash as string | null,
    mergedInto: numberOrNull(row.merged_into),
    mergedAt: numberOrNull(row.merged_at),
  }),
);

export const voucherFrom = mapper(
  (row): VoucherRecord => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    code: String(row.code),
    label: String(row.label),
    valueMinor: Number(row.value_minor),
    currency: String(row.currency),
    expiresAt: Number(row.expires_at),
  }),
);

/** A legacy item's data as kept (JSON of its order, address or voucher). */
export function legacyData(item: LegacyItem): object {
  if (item.kind === 'order') return item.order;
  if (item.kind === 'address') return item.address;
  return item.voucher;
}

/** Counts by kind (rows of `kind` and `n`) as the merge's summary. */
export function legacyCounts(rows: readonly Row[]): LegacyCounts {
  const count = (kind: string) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + Number(row.n), 0);
  return { orders: count('order'), addresses: count('address'), vouchers: count('voucher') };
}

export const passkeyFrom = mapper(
  (row: Row): PasskeyRecord => ({
    id: String(row.id),
    userId: Number(row.user_id),
    publicKey: String(row.public_key),
    counter: Number(row.counter),
    transports: JSON.parse(String(row.transports)) as string[],
    aaguid: String(row.aaguid),
    deviceType: String(row.device_type),
    backedUp: Boolean(row.backed_up),
    name: String(row.name),
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null || row.last_used_at === undefined ? null : Number(row.last_used_at),
    verifiesFrom: Number(row.verifies_from),
  }),
);
