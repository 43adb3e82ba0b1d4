/** The service's rules and limits, in one place; tests make the slow or long ones small. */
import { availableParallelism } from 'node:os';
import { argon2BelowMinimum, type PasswordHashing, type ScryptCost } from './passwordHash.ts';
import type { PasswordPolicyName } from '../../src/kernel/rules/passwordPolicy.ts';

export interface ServiceConfig {
  /** Development mode: the outbox, the scenario accounts and the failure switches. */
  readonly dev: boolean;
  readonly now: () => number;
  /** Waits `ms` (the slowed answers of failed logins); tests record the waits instead. */
  readonly sleep: (ms: number) => Promise<void>;
  /**
   * How new password hashes are written (domain/passwordHash.ts): Argon2id at OWASP's minimum,
   * 12 MiB, 3 passes, 1 lane, by default: of OWASP's equal-strength rows (19 MiB × 2 … 7 MiB × 5)
   * the one that costs least here (about 6 ms of one core against 11 for 19 MiB × 2,
   * docs/security.md); or
   * scrypt, the first step of a rolling upgrade from a fleet that wrote only scrypt (docs/service.md).
   * Either scheme's hashes are verified whatever this says, and a hash written otherwise is
   * re-hashed at its member's next successful login.
   */
  readonly passwordHashing: PasswordHashing;
  /**
   * Hashing threads (`worker_threads`): hashes computed at once, off the event loop. By default one
   * core fewer than the machine has (at least one), so that the event loop keeps a core.
   */
  readonly hashWorkers: number;
  /**
   * The k-anonymity range API a new password (and a login's password) is looked up in besides the
   * bundled breach list: the Have I Been Pwned protocol, the five hex digits appended
   * (`https://api.pwnedpasswords.com/range/`). Unset: the bundled list alone (domain/breachedPasswords.ts).
   */
  readonly breachRangeUrl?: string | undefined;
  /**
   * The password policy new passwords follow and the element shows (src/kernel/rules/passwordPolicy.ts):
   * the spec's regional rules, or NIST SP 800-63B-4's (15 characters at least, any Unicode, no
   * composition rules). `MEMBER_PASSWORD_POLICY=nist`.
   */
  readonly passwordPolicy: PasswordPolicyName;
  /** How long the range API may take before the bundled list decides alone. */
  readonly breachRangeTimeoutMs: number;
  /** Hashes waiting for a thread; one more is answered FAIL_SYS_TRAFFIC_LIMIT (429, `Retry-After: 1`) at once. */
  readonly hashQueue: number;
  readonly codeLength: number;
  readonly codeTtlMs: number;
  readonly resendAfterMs: number;
  readonly maxWrongTries: number;
  /** Codes to one phone or e-mail address an hour. */
  readonly sendsPerHour: number;
  /** Codes asked for by one client address an hour (SMS pumping). */
  readonly sendsPerAddressPerHour: number;
  /** Codes to one country calling code an hour (SMS pumping to premium numbers). */
  readonly sendsPerPrefixPerHour: number;
  /** Codes the whole service sends a day. */
  readonly sendsPerDay: number;
  /**
   * The percentage of each shared cap (a country calling code's hour, the service's day) that one
   * client address may use (at least 1 code), counted on its own key: one network that reaches its
   * share leaves the rest of the cap to everyone else.
   */
  readonly sharedCapPercentPerAddress: number;
  /**
   * The same for the wider network a client address is part of (`networkKey`: an IPv6 /48, an
   * IPv4 /24), whose subscribers together may use this percentage of each shared cap: rotating
   * through a /48's 65,536 /64s gives no more.
   */
  readonly sharedCapPercentPerNetwork: number;
  /** QR login sessions one client address opens an hour (rows anyone can make without an account). */
  readonly qrSessionsPerAddressPerHour: number;
  /** Password resets (`applyResetPasswordWithSecurity` tokens) one client address starts an hour. */
  readonly resetAppliesPerAddressPerHour: number;
  /** Anti-bot challenge passes one client address gets an hour. */
  readonly challengePassesPerAddressPerHour: number;
  /** Login attempts (password, code, QR, third-party) from one client address a minute. */
  readonly loginsPerAddressPerMinute: number;
  /**
   * One-time codes one client address (`addressKey`) may check an hour, right or wrong, over every
   * code check (sign-up, login, reset, changes, verifications): a client cannot guess codes for
   * address after address five tries each.
   */
  readonly codeChecksPerAddressPerHour: number;
  /** Changes one member makes in the member area a minute (profile, addresses, opt-ins). */
  readonly accountChangesPerMinute: number;
  /**
   * Failed password logins of one login name (as typed, normalised: an e-mail, a phone) after
   * which each login with it needs the anti-bot challenge; an account's failures over all its
   * names ask it of the right password too (which only who knows it sees).
   */
  readonly loginChallengeAfter: number;
  /** Each failure past the challenge threshold slows the answer by this much more (at most 10 s). */
  readonly loginSlowdownStepMs: number;
  /**
   * Failed password logins of one login name (or from one client network) from which on every
   * attempt asks the challenge's most work (`challengeMaxBits`). No lock: the owner's right
   * password with a passed challenge still logs in (NIST 800-63B: at most 100 unthrottled failures).
   */
  readonly loginLockAfter: number;
  /**
   * The challenge's proof of work at first: a SHA-256 hash starting with this many zero bits
   * (2^bits hashes on average; 2^10 is 15-50 ms in desktop browsers). One bit more each time the
   * failures of the name or of the client network double past `loginChallengeAfter`.
   */
  readonly challengeBits: number;
  /**
   * The most work a challenge asks (from `loginLockAfter` failures on), at most 24: 2^13 hashes,
   * 0.1-0.4 s in desktop browsers (crypto.subtle: 20,000-75,000 hashes a second, measured), about
   * a second on a slow phone (estimated: some four times slower; not measured). Each bit doubles it.
   */
  readonly challengeMaxBits: number;
  /** How long failed logins are remembered (a success or a password reset forgets them). */
  readonly loginFailureWindowMs: number;
  /**
   * Traffic-limit answers wait this long before they leave: a flood that waits for its answers
   * (most do) then sends a few requests a second per connection instead of thousands, and the
   * waiting costs a timer, not CPU.
   */
  readonly limitedAnswerDelayMs: number;
  /** How long a passed anti-bot challenge lets one login through. */
  readonly challengePassTtlMs: number;
  /** Request bodies larger than this are answered 413. */
  readonly bodyLimitBytes: number;
  /**
   * Take the client address from the last `X-Forwarded-For` entry (the one the proxy adds): only
   * behind one proxy that adds it. Otherwise the address is the socket's.
   */
  readonly trustProxy: boolean;
  /**
   * A MaxMind-format GeoIP database (`.mmdb`) the approval pages name the asking device's
   * approximate place from (domain/place.ts); unset, they name its network and "unknown place".
   */
  readonly geoipDatabase?: string;
  /** A session's lifetime from its login, however much it is used (the cookie's Max-Age). */
  readonly sessionTtlMs: number;
  /**
   * A session unused this long ends (its stored end moves forward with each use, never past the
   * lifetime): a stolen cookie of a browser its owner stopped using is worth nothing after it. Uses
   * are written to the minute (`LAST_SEEN_EVERY_MS`).
   */
  readonly sessionIdleMs: number;
  readonly qrExpirePolls: number;
  readonly qrIntervalMs: number;
  readonly tokenTtlMs: number;
  /**
   * How long the contacts an account had before a security change stay its recovery anchor (issue
   * 32): notices go to them too, contacts added meanwhile recover nothing (domain/recovery.ts).
   */
  readonly recoveryWindowMs: number;
  /** Phones (`+6581234567`) that the risk check refuses codes to: PL-USER-RISK. */
  readonly riskyPhones: readonly string[];
  /** Accounts whose social logins are suspended for risk: PL-USER-SOCIAL-LOGIN-SUSPENDED. */
  readonly riskySocialEmails: readonly string[];
  /**
   * The origin shoppers reach the service at (`https://member.example.com`): links in messages,
   * the QR code's URL, redirects, same-origin checks and cookies use it, never the request's Host.
   * Required in production; development without it uses each request's own origin.
   */
  readonly publicOrigin?: string | undefined;
  /**
   * The WebAuthn relying party's id (issue 34): the domain passkeys belong to (`lazada.com`). Its
   * `https://<RP ID>/.well-known/webauthn` must list `passkeyOrigins` (related origin requests) for
   * a passkey to work on sites outside it. Development without it takes the host of the public
   * origin, else of each request's own; production without it offers no passkeys.
   */
  readonly passkeyRpId?: string | undefined;
  /** The name passkey managers show beside the account. */
  readonly passkeyRpName: string;
  /**
   * The origins whose pages may run a passkey ceremony (the WebAuthn client data's origin), served
   * at `/.well-known/webauthn`. Default: the six regional sites (`MAIN_SITES`) and the service's
   * own origin.
   */
  readonly passkeyOrigins?: readonly string[] | undefined;
  /** Passkey login challenges one client address gets an hour (made as Login shows, without an account). */
  readonly passkeyChallengesPerAddressPerHour: number;
  /** How long a passkey challenge may be answered. */
  readonly passkeyChallengeTtlMs: number;
}

export const DEFAULT_CONFIG: ServiceConfig = {
  dev: true,
  now: Date.now,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 12_288, passes: 3, lanes: 1 } },
  hashWorkers: Math.max(1, availableParallelism() - 1),
  hashQueue: 64,
  breachRangeTimeoutMs: 300,
  passwordPolicy: 'regional',
  codeLength: 6,
  codeTtlMs: 5 * 60_000,
  resendAfterMs: 60_000,
  maxWrongTries: 5,
  sendsPerHour: 5,
  sendsPerAddressPerHour: 20,
  sendsPerPrefixPerHour: 1000,
  sendsPerDay: 10_000,
  sharedCapPercentPerAddress: 5,
  sharedCapPercentPerNetwork: 10,
  qrSessionsPerAddressPerHour: 120,
  resetAppliesPerAddressPerHour: 60,
  challengePassesPerAddressPerHour: 60,
  loginsPerAddressPerMinute: 30,
  codeChecksPerAddressPerHour: 60,
  accountChangesPerMinute: 60,
  loginChallengeAfter: 5,
  loginSlowdownStepMs: 1000,
  loginLockAfter: 100,
  challengeBits: 10,
  challengeMaxBits: 13,
  loginFailureWindowMs: 24 * 60 * 60_000,
  limitedAnswerDelayMs: 1000,
  challengePassTtlMs: 2 * 60_000,
  bodyLimitBytes: 64 * 1024,
  trustProxy: false,
  sessionTtlMs: 30 * 24 * 60 * 60_000,
  sessionIdleMs: 7 * 24 * 60 * 60_000,
  qrExpirePolls: 20,
  qrIntervalMs: 5000,
  tokenTtlMs: 15 * 60_000,
  recoveryWindowMs: 7 * 24 * 60 * 60_000,
  riskyPhones: [],
  riskySocialEmails: [],
  passkeyRpName: 'Marketplace',
  passkeyChallengesPerAddressPerHour: 300,
  passkeyChallengeTtlMs: 5 * 60_000,
};

/** Numbers from the environment (production deployments), each `MEMBER_` + the name in capitals. */
export const ENV_LIMITS = {
  MEMBER_SENDS_PER_HOUR: 'sendsPerHour',
  MEMBER_SENDS_PER_ADDRESS_PER_HOUR: 'sendsPerAddressPerHour',
  MEMBER_SENDS_PER_PREFIX_PER_HOUR: 'sendsPerPrefixPerHour',
  MEMBER_SENDS_PER_DAY: 'sendsPerDay',
  MEMBER_SHARED_CAP_PERCENT_PER_ADDRESS: 'sharedCapPercentPerAddress',
  MEMBER_SHARED_CAP_PERCENT_PER_NETWORK: 'sharedCapPercentPerNetwork',
  MEMBER_QR_SESSIONS_PER_ADDRESS_PER_HOUR: 'qrSessionsPerAddressPerHour',
  MEMBER_RESET_APPLIES_PER_ADDRESS_PER_HOUR: 'resetAppliesPerAddressPerHour',
  MEMBER_CHALLENGE_PASSES_PER_ADDRESS_PER_HOUR: 'challengePassesPerAddressPerHour',
  MEMBER_LOGINS_PER_ADDRESS_PER_MINUTE: 'loginsPerAddressPerMinute',
  MEMBER_CODE_CHECKS_PER_ADDRESS_PER_HOUR: 'codeChecksPerAddressPerHour',
  MEMBER_ACCOUNT_CHANGES_PER_MINUTE: 'accountChangesPerMinute',
  MEMBER_LOGIN_CHALLENGE_AFTER: 'loginChallengeAfter',
  MEMBER_LOGIN_LOCK_AFTER: 'loginLockAfter',
  MEMBER_CHALLENGE_BITS: 'challengeBits',
  MEMBER_CHALLENGE_MAX_BITS: 'challengeMaxBits',
  MEMBER_HASH_WORKERS: 'hashWorkers',
  /** The name of `MEMBER_HASH_WORKERS` before issue 35 (hashes at once), still read. */
  MEMBER_HASHES_IN_FLIGHT: 'hashWorkers',
  MEMBER_HASH_QUEUE: 'hashQueue',
  MEMBER_BODY_LIMIT_BYTES: 'bodyLimitBytes',
  MEMBER_BREACH_RANGE_TIMEOUT_MS: 'breachRangeTimeoutMs',
  MEMBER_RECOVERY_WINDOW_MS: 'recoveryWindowMs',
  MEMBER_SESSION_TTL_MS: 'sessionTtlMs',
  MEMBER_SESSION_IDLE_MS: 'sessionIdleMs',
  MEMBER_PASSKEY_CHALLENGES_PER_ADDRESS_PER_HOUR: 'passkeyChallengesPerAddressPerHour',
} as const satisfies Record<string, keyof ServiceConfig>;

/** The limits set in `env` (positive integers; anything else is an error at start). */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<ServiceConfig> {
  const limits: { -readonly [K in (typeof ENV_LIMITS)[keyof typeof ENV_LIMITS]]?: number } = {};
  for (const [name, key] of Object.entries(ENV_LIMITS)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(text)}`);
    limits[key] = value;
  }
  const origin = env.MEMBER_PUBLIC_ORIGIN?.trim();
  const geoip = env.MEMBER_GEOIP_DATABASE?.trim();
  const rpId = env.MEMBER_PASSKEY_RP_ID?.trim();
  const rpName = env.MEMBER_PASSKEY_RP_NAME?.trim();
  const passkeyOrigins = env.MEMBER_PASSKEY_ORIGINS?.trim();
  const breachRange = env.MEMBER_BREACH_RANGE_URL?.trim();
  const policy = env.MEMBER_PASSWORD_POLICY?.trim();
  if (policy && policy !== 'regional' && policy !== 'nist') throw new Error(`MEMBER_PASSWORD_POLICY must be regional or nist, not ${JSON.stringify(policy)}`);
  return {
    ...limits,
    ...passwordHashingFromEnv(env),
    ...(rpId ? { passkeyRpId: parseRpId(rpId) } : {}),
    ...(rpName ? { passkeyRpName: rpName } : {}),
    ...(passkeyOrigins ? { passkeyOrigins: passkeyOrigins.split(',').map((origin) => parsePublicOrigin(origin.trim(), 'MEMBER_PASSKEY_ORIGINS')) } : {}),
    ...(env.MEMBER_TRUST_PROXY === '1' ? { trustProxy: true } : {}),
    ...(origin ? { publicOrigin: parsePublicOrigin(origin) } : {}),
    ...(breachRange ? { breachRangeUrl: parseRangeUrl(breachRange) } : {}),
    ...(policy === 'regional' || policy === 'nist' ? { passwordPolicy: policy } : {}),
    ...(geoip ? { geoipDatabase: geoip } : {}),
  };
}

/** The scrypt cost written during a rolling upgrade's first step (`MEMBER_PASSWORD_HASH=scrypt`): what the service wrote before issue 35. */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * `MEMBER_PASSWORD_HASH` (`argon2id`, the default, or `scrypt`) and Argon2id's cost,
 * `MEMBER_ARGON2_MEMORY_KIB`, `MEMBER_ARGON2_PASSES`, `MEMBER_ARGON2_LANES` (each defaulting to
 * OWASP's minimum). A cost below that minimum is an error at start.
 */
export function passwordHashingFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<Pick<ServiceConfig, 'passwordHashing'>> {
  const scheme = env.MEMBER_PASSWORD_HASH?.trim();
  if (!scheme && !['MEMBER_ARGON2_MEMORY_KIB', 'MEMBER_ARGON2_PASSES', 'MEMBER_ARGON2_LANES'].some((name) => env[name]?.trim())) return {};
  if (scheme === 'scrypt') return { passwordHashing: { scheme: 'scrypt', cost: SCRYPT_COST } };
  if (scheme !== undefined && scheme !== '' && scheme !== 'argon2id') throw new Error(`MEMBER_PASSWORD_HASH must be argon2id or scrypt, not ${JSON.stringify(scheme)}`);
  const fallback = DEFAULT_CONFIG.passwordHashing.scheme === 'argon2id' ? DEFAULT_CONFIG.passwordHashing.cost : { memoryKiB: 12_288, passes: 3, lanes: 1 };
  const number = (name: string, value: number) => {
    const text = env[name]?.trim();
    if (text === undefined || text === '') return value;
    const parsed = Number(text);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(text)}`);
    return parsed;
  };
  const cost = {
    memoryKiB: number('MEMBER_ARGON2_MEMORY_KIB', fallback.memoryKiB),
    passes: number('MEMBER_ARGON2_PASSES', fallback.passes),
    lanes: number('MEMBER_ARGON2_LANES', fallback.lanes),
  };
  if (argon2BelowMinimum(cost))
    throw new Error(
      `Argon2id at ${cost.memoryKiB} KiB × ${cost.passes} passes is below OWASP's minimum (19,456 KiB × 2 passes, or memory × passes ≥ 35,840 KiB with at least 7,168 KiB)`,
    );
  return { passwordHashing: { scheme: 'argon2id', cost } };
}

/** Where development listens without `HOST`: this machine only, so that the network reaches neither `/__dev` nor the demo accounts. */
export const DEV_HOST = '127.0.0.1';

/**
 * The address to listen on, and the line that says so at start: `HOST` when set; without it,
 * loopback only in development, every interface in production (behind its proxy).
 */
export function listenHost(env: Readonly<Record<string, string | undefined>>, dev: boolean): { readonly hostname: string | undefined; readonly note: string } {
  const host = env.HOST?.trim();
  if (host) return { hostname: host, note: `listening on ${host} (HOST)` };
  if (dev) return { hostname: DEV_HOST, note: `development: listening on ${DEV_HOST} only, this machine; HOST=0.0.0.0 opens it to the network` };
  return { hostname: undefined, note: 'listening on every interface (HOST picks one)' };
}

/**
 * The public origin from `text`: an http(s) origin with nothing after it, https unless the host
 * is this machine. Anything else is an error at start.
 */
export function parsePublicOrigin(text: string, variable = 'MEMBER_PUBLIC_ORIGIN'): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${variable} must be an origin like https://member.example.com, not ${JSON.stringify(text)}`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.origin === 'null' || url.href !== `${url.origin}/` || (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)))
    throw new Error(`${variable} must be an https origin with no path, like https://member.example.com, not ${JSON.stringify(text)}`);
  return url.origin;
}

/** The range API's address: https (or http on this machine), ending where the five hex digits go. */
export function parseRangeUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`MEMBER_BREACH_RANGE_URL must be a URL like https://api.pwnedpasswords.com/range/, not ${JSON.stringify(text)}`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if ((url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) || url.search || url.hash)
    throw new Error(`MEMBER_BREACH_RANGE_URL must be an https URL with no query, like https://api.pwnedpasswords.com/range/, not ${JSON.stringify(text)}`);
  return url.href;
}

/** A WebAuthn RP ID: a lower-case domain name (`lazada.com`, `localhost`), no scheme, port or path. */
export function parseRpId(text: string): string {
  const id = text.toLowerCase();
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(id))
    throw new Error(`MEMBER_PASSKEY_RP_ID must be a domain like example.com, not ${JSON.stringify(text)}`);
  return id;
}
