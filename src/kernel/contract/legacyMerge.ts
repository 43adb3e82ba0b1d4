/**
 * The legacy grocery-brand merge (issue 25, point 4), on the gateway under
 * `mtop.lazada.member.legacy.`: every call needs login; the changes are POSTs with the CSRF token.
 *
 * After login the element asks `checkLegacy` (`.check`). `OFFER` lists the old accounts that share the member's
 * e-mail or phone, each with what would move; the member proves one (`proveLegacy`: its password, or a
 * code from `sendLegacyCode` to the shared address), which answers a merge token for that account, this
 * member and this session, then confirms (`mergeLegacy`, once). `postponeLegacy` ("not now") answers when the
 * offer comes back: `checkLegacy` says `POSTPONED` until then. Nothing here blocks shopping: a member who
 * never answers just keeps being offered.
 */
import { array, boolean, enums, number, optional, size, string, type, union, type Infer } from 'superstruct';
import { gateway } from './callShape.ts';
import { CodeLengthSchema } from './entities.ts';

const API = 'mtop.lazada.member.legacy';

/** How long "not now" puts the offer away. */
export const LEGACY_ASK_AGAIN_AFTER_MS = 7 * 24 * 60 * 60_000;

/** How an old account may be proved: its password, a code by e-mail to the shared address, by SMS to the shared phone. */
export const LEGACY_PROOFS = ['PASSWORD', 'EMAIL', 'SMS'] as const;
export type LegacyProof = (typeof LEGACY_PROOFS)[number];

export const LegacySummarySchema = type({ orders: number(), addresses: number(), vouchers: number() });
export type LegacySummary = Infer<typeof LegacySummarySchema>;

export const LegacyAccountSchema = type({
  /** Opaque; names the account in the other calls. */
  id: string(),
  /** The old brand's name, as the dialog shows it. */
  brand: string(),
  /** What it shares with the member: their e-mail or their phone. */
  matchedBy: enums(['EMAIL', 'PHONE']),
  /** The shared address, masked as the member area masks (`s***r@example.com`, `+65 8***4567`). */
  shared: string(),
  /** The proofs this account offers, in the order to show them. */
  proofs: array(enums(LEGACY_PROOFS)),
  summary: LegacySummarySchema,
});
export type LegacyAccount = Infer<typeof LegacyAccountSchema>;

export const LegacyCheckSchema = type({
  /** NONE: nothing to merge; OFFER: show the merge dialog; POSTPONED: the member said "not now" until `askAgainAt`. */
  status: enums(['NONE', 'OFFER', 'POSTPONED']),
  accounts: array(LegacyAccountSchema),
  /** Epoch ms; with POSTPONED. */
  askAgainAt: optional(number()),
});
export type LegacyCheck = Infer<typeof LegacyCheckSchema>;

const legacyId = size(string(), 1, 64);

export const LEGACY = {
  checkLegacy: gateway(`${API}.check`, type({}), LegacyCheckSchema, { needLogin: true }),
  /** Errors: PL-LEGACY-NOT-FOUND (not one of this member's unmerged accounts, or no such channel), the code limits. */
  sendLegacyCode: gateway(`${API}.sendCode`, type({ id: legacyId, channel: enums(['EMAIL', 'SMS']), isResend: optional(boolean()) }), CodeLengthSchema, {
    method: 'POST',
    needLogin: true,
  }),
  /**
   * One of `password` (cipher text of `encryptPassword`) or `code` (with the channel it was sent
   * by). Errors: PL-LEGACY-NOT-FOUND, PL-LEGACY-WRONG-PASSWORD, PL-USER-CODE-INVALID / -EXPIRED /
   * -DEAD, FAIL_SYS_TRAFFIC_LIMIT (5 wrong passwords in 15 minutes per member).
   */
  proveLegacy: gateway(
    `${API}.prove`,
    union([type({ id: legacyId, password: string() }), type({ id: legacyId, code: string(), channel: enums(['EMAIL', 'SMS']) })]),
    type({ token: string() }),
    { method: 'POST', needLogin: true },
  ),
  /** Errors: PL-USER-TOKEN-EXPIRED (no proof of this account in this session, or used), PL-LEGACY-NOT-FOUND (merged meanwhile). */
  mergeLegacy: gateway(`${API}.merge`, type({ id: legacyId, token: string() }), type({ moved: LegacySummarySchema }), { method: 'POST', needLogin: true }),
  /** "Not now": the offer comes back at `askAgainAt`. */
  postponeLegacy: gateway(`${API}.later`, type({}), type({ askAgainAt: number() }), { method: 'POST', needLogin: true }),
} as const;
