/**
 * Account security on the wire: one verification contract for every sensitive call, and the member
 * area's security calls (password, phone, e-mail, devices, deletion). Shared by both elements and
 * the reference member service, which checks requests and builds answers with the same structs.
 *
 * A sensitive call made without a fresh verification for its action fails with the code
 * `ACCOUNT_SECOND_VERIFICATION` (spec section 4's verified token type) and `data` holding a verify
 * token and URL (`VerificationNeededSchema`). The element then runs the verification (`SECURITY`'s
 * `verification*` calls with that token) and, once verified, retries the call it interrupted, once.
 * Which methods suffice for an action and how long a verification stays fresh is the service's
 * table (`service/domain/verification.ts`); freshness is held on the server, bound
 * to the member, the action and the session (or, for a login's second verification, the login).
 */
import { array, boolean, enums, integer, number, optional, size, string, type, type Infer } from 'superstruct';
import { DELIVERY_CHANNELS, LoginResponseSchema } from './entities.ts';
import { gateway } from './callShape.ts';

/** What a verification is for. `login` is the SECOND_VERIFICATION next step of a login. */
export const SECURITY_ACTIONS = ['login', 'changePassword', 'changePhone', 'changeEmail', 'signOutDevices', 'deleteAccount', 'addPasskey', 'removePasskey'] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/**
 * The ways to verify, strongest first as the service ranks them (NIST SP 800-63B-4): a push to a
 * trusted device matched by number; a code by SMS; the password; a code or a link by e-mail (an
 * e-mail proves an address, the weakest); the slider proves a human, not the member (a login's
 * check in front of the others, never one of them); the question bank is named by the spec but
 * offered for no action (ASVS 6.4.2: a knowledge answer is no factor).
 */
export const VERIFICATION_METHODS = ['push', 'sms', 'password', 'email', 'emailLink', 'slider', 'question'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** The methods that first send something (a code, a link, a push), then are answered or waited for. */
export const SENT_METHODS = ['push', 'sms', 'email', 'emailLink'] as const satisfies readonly VerificationMethod[];
export type SentMethod = (typeof SENT_METHODS)[number];
/** The methods answered on the screen itself. */
export const ANSWERED_METHODS = ['sms', 'email', 'password', 'slider', 'question'] as const satisfies readonly VerificationMethod[];
export type AnsweredMethod = (typeof ANSWERED_METHODS)[number];

export const VERIFICATION_STATES = ['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export { VERIFICATION_NEEDED, VerificationNeededSchema, type VerificationNeeded } from './verificationNeeded.ts';

/** The page a verify URL opens (the SECOND_VERIFICATION next step's `url`): `?token=&type=&redirect=`. */
export const VERIFICATION_PATH = '/user/second-verification';
/** The page an expired or used e-mail link shows (spec: e-mail-link-expired page, back to home). */
export const EMAIL_LINK_EXPIRED_PATH = '/user/verification/link-expired';

/** A verification must be completed within 5 minutes (spec section 9). */
export const VERIFICATION_WINDOW_MS = 5 * 60_000;
/** How long after a code, link or push the shopper may ask for another (the spec's resend countdown). */
export const RESEND_AFTER_SECONDS = 60;

export const VerificationOptionSchema = type({
  method: enums(VERIFICATION_METHODS),
  /** Where it goes, masked (`+65 8***4567`, `s***r@example.com`), or the device's name for a push. */
  target: optional(string()),
  /** The question asked, for `question`. */
  question: optional(string()),
});
export type VerificationOption = Infer<typeof VerificationOptionSchema>;

export const VerificationSchema = type({
  action: enums(SECURITY_ACTIONS),
  /** Strongest first; at least one. */
  methods: array(VerificationOptionSchema),
  /** The method the screen opens with (the service's choice for this action). */
  suggested: enums(VERIFICATION_METHODS),
  state: enums(VERIFICATION_STATES),
  /** Epoch milliseconds: after this the verification is EXPIRED and must be started again. */
  expiresAt: number(),
});
export type Verification = Infer<typeof VerificationSchema>;

export const VerificationSentSchema = type({
  /** The code's length, for `sms` and `email`. */
  codeLength: optional(integer()),
  /** For `push`: the number the trusted device must choose (shown on this screen). */
  number: optional(integer()),
  /** Seconds until another may be sent. */
  resendAfter: integer(),
});
export type VerificationSent = Infer<typeof VerificationSentSchema>;

export const VerificationOutcomeSchema = type({
  state: enums(VERIFICATION_STATES),
  /** For `login`: the member is in; where to go is the page's redirect (allow-listed). */
  loginResponse: optional(LoginResponseSchema),
});
export type VerificationOutcome = Infer<typeof VerificationOutcomeSchema>;

const token = size(string(), 1, 200);
const code = size(string(), 1, 12);

/** The longest name a member may give a device, in characters as a reader sees them (graphemes). */
export const DEVICE_NAME_MAX = 40;

/** A signed-in device as the devices page lists it. */
export const DeviceSessionSchema = type({
  /** Opaque; not the session cookie (nor its hash). */
  id: string(),
  /** "Chrome on Android", from its user agent, in English (clients before issue 31; the element shows `browser` and `system`). */
  label: string(),
  /** The browser its user agent names ("Chrome", "Safari", "Samsung Internet"…), when known. */
  browser: optional(string()),
  /** The system its user agent names ("Android", "iOS", "Windows"…), when known. */
  system: optional(string()),
  /** The name the member gave it (`renameDevice`), if any. */
  name: optional(string()),
  /** When it signed in (first seen). */
  createdAt: number(),
  /** When it was last used (to the minute). */
  lastSeenAt: number(),
  /** This browser. */
  current: boolean(),
});
export type DeviceSession = Infer<typeof DeviceSessionSchema>;

/** One login to the account, as the Devices page's activity list shows it (the latest 20 of 30 days). */
export const LoginActivitySchema = type({
  /** When (epoch ms). */
  at: number(),
  /** The browser and system its user agent names, when known. */
  browser: optional(string()),
  system: optional(string()),
  /** The client's network: an IPv6 /48 or an IPv4 /24 (`2001:db8:7::/48`, `203.0.113.0/24`). */
  network: string(),
  /** A device the account had not seen: its contacts were told. */
  newDevice: boolean(),
});
export type LoginActivity = Infer<typeof LoginActivitySchema>;

/** What stands in the way of deleting the account: orders not yet delivered. */
export const DeletionCheckSchema = type({ blockers: array(type({ number: string(), status: string() })) });

export const SecurityOverviewSchema = type({
  hasPassword: boolean(),
  /** Masked, as the profile shows them. */
  email: optional(string()),
  phone: optional(string()),
  /** A phone or e-mail change waiting for its code: the new one, masked. */
  pendingPhone: optional(string()),
  pendingEmail: optional(string()),
  devices: array(DeviceSessionSchema),
  /** The account's latest logins, newest first (services before issue 32 send none). */
  logins: optional(array(LoginActivitySchema)),
});
export type SecurityOverview = Infer<typeof SecurityOverviewSchema>;

const API = 'mtop.lazada.member.security';

export const SECURITY = {
  /**
   * The verification of `token`: its action, the methods for this member, its state. No login
   * needed (a login's second verification has no session yet). POST, so the token stays out of URLs.
   */
  verification: gateway(`${API}.verification.get`, type({ token }), VerificationSchema, { method: 'POST' }),
  /** Sends a code, an e-mail link or a push for `token` (each counted: too many is the traffic limit). */
  sendVerification: gateway(
    `${API}.verification.send`,
    type({ token, method: enums(SENT_METHODS), isResend: optional(boolean()), deliveryType: optional(enums(DELIVERY_CHANNELS)) }),
    VerificationSentSchema,
    { method: 'POST' },
  ),
  /**
   * Answers the method: `code` for sms and e-mail, `encryptPassword` (the cipher text) for password,
   * `track` for the slider (its x positions, 0-100, and their times in ms), `answer` for the
   * question. A wrong answer fails with `VERIFICATION_REJECTED`; too many end the verification.
   */
  checkVerification: gateway(
    `${API}.verification.check`,
    type({
      token,
      method: enums(ANSWERED_METHODS),
      code: optional(code),
      encryptPassword: optional(size(string(), 1, 2000)),
      track: optional(size(array(type({ x: number(), t: number() })), 1, 400)),
      answer: optional(size(string(), 1, 200)),
    }),
    VerificationOutcomeSchema,
    { method: 'POST' },
  ),
  /** The state of a push or an e-mail link the screen waits for (polled). */
  verificationStatus: gateway(`${API}.verification.status`, type({ token }), VerificationOutcomeSchema, { method: 'POST' }),
  /** For `login`, once VERIFIED: starts the session and answers the login response. */
  finishVerifiedLogin: gateway(`${API}.verification.finishLogin`, type({ token }), VerificationOutcomeSchema, { method: 'POST' }),

  /** The member's password, e-mail, phone and signed-in devices. */
  overview: gateway(`${API}.overview`, type({}), SecurityOverviewSchema, { needLogin: true }),
  /**
   * Changes the password: `currentPassword` (cipher text) or a fresh `changePassword` verification;
   * the new one is refused when it is common. `signOutOthers` ends every other session and every
   * token that could bring one back.
   */
  changePassword: gateway(
    `${API}.password.change`,
    type({ currentPassword: optional(size(string(), 1, 2000)), newPassword: size(string(), 1, 2000), signOutOthers: boolean() }),
    type({ signedOut: integer() }),
    { method: 'POST', needLogin: true },
  ),
  /** Sends a code to a new phone (needs a fresh `changePhone` verification); the old one keeps working until it is confirmed. */
  sendPhoneChange: gateway(
    `${API}.phone.send`,
    type({ phonePrefixCode: size(string(), 1, 6), phone: size(string(), 1, 30), deliveryType: enums(DELIVERY_CHANNELS), isResend: optional(boolean()) }),
    type({ codeLength: integer(), resendAfter: integer() }),
    { method: 'POST', needLogin: true },
  ),
  confirmPhoneChange: gateway(`${API}.phone.confirm`, type({ code, signOutOthers: boolean() }), SecurityOverviewSchema, { method: 'POST', needLogin: true }),
  /** Sends a code to a new e-mail address (needs a fresh `changeEmail` verification); the old one stays until it is confirmed. */
  sendEmailChange: gateway(
    `${API}.email.send`,
    type({ email: size(string(), 1, 60), isResend: optional(boolean()) }),
    type({ codeLength: integer(), resendAfter: integer() }),
    { method: 'POST', needLogin: true },
  ),
  confirmEmailChange: gateway(`${API}.email.confirm`, type({ code, signOutOthers: boolean() }), SecurityOverviewSchema, { method: 'POST', needLogin: true }),
  /** Signs out one device (`id`) or every other one (no `id`); needs a fresh `signOutDevices` verification. */
  signOutDevices: gateway(`${API}.devices.signOut`, type({ id: optional(size(string(), 1, 100)) }), SecurityOverviewSchema, { method: 'POST', needLogin: true }),
  /**
   * Gives a signed-in device (`id`, this one too) the member's own name for it, at most
   * `DEVICE_NAME_MAX` characters as a reader counts them, or takes it away (an empty `deviceName`). No
   * verification: the name is the member's label, it changes no access.
   */
  renameDevice: gateway(`${API}.devices.rename`, type({ id: size(string(), 1, 100), deviceName: size(string(), 0, 200) }), SecurityOverviewSchema, {
    method: 'POST',
    needLogin: true,
  }),
  /** What stands in the way of deleting the account. */
  deletionCheck: gateway(`${API}.deletion.check`, type({}), DeletionCheckSchema, { needLogin: true }),
  /**
   * Asks for deletion (needs a fresh `deleteAccount` verification and `confirmation`, the text the
   * member typed, equal to `DELETE_CONFIRMATION`): the account is pending deletion until `endsAt`,
   * every session ends; logging in before then offers the restore.
   */
  requestDeletion: gateway(`${API}.deletion.request`, type({ confirmation: size(string(), 1, 40) }), type({ endsAt: number() }), {
    method: 'POST',
    needLogin: true,
  }),
} as const;

/** What the member types to confirm a deletion (in every language: it is a word to copy, not to read). */
export const DELETE_CONFIRMATION = 'DELETE';
/** The cooling period of a deletion: the account can be restored by logging in until it ends. */
export const DELETION_COOLING_DAYS = 14;
