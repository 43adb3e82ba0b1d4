/** The service's rules and limits, in one place; tests make the slow or long ones small. */
export interface ServiceConfig {
  /** Development mode: the outbox, the scenario accounts and the failure switches. */
  readonly dev: boolean;
  readonly now: () => number;
  /** scrypt cost; OWASP's N=2^17, r=8, p=1 by default. */
  readonly scrypt: { readonly N: number; readonly r: number; readonly p: number };
  readonly codeLength: number;
  readonly codeTtlMs: number;
  readonly resendAfterMs: number;
  readonly maxWrongTries: number;
  readonly sendsPerHour: number;
  readonly loginFailuresAllowed: number;
  readonly loginFailureWindowMs: number;
  readonly sessionTtlMs: number;
  readonly qrExpirePolls: number;
  readonly qrIntervalMs: number;
  readonly tokenTtlMs: number;
  /** Phones (`+6581234567`) that the risk check refuses codes to: PL-USER-RISK. */
  readonly riskyPhones: readonly string[];
  /** Accounts whose social logins are suspended for risk: PL-USER-SOCIAL-LOGIN-SUSPENDED. */
  readonly riskySocialEmails: readonly string[];
}

export const DEFAULT_CONFIG: ServiceConfig = {
  dev: true,
  now: Date.now,
  scrypt: { N: 2 ** 17, r: 8, p: 1 },
  codeLength: 6,
  codeTtlMs: 5 * 60_000,
  resendAfterMs: 60_000,
  maxWrongTries: 5,
  sendsPerHour: 5,
  loginFailuresAllowed: 5,
  loginFailureWindowMs: 15 * 60_000,
  sessionTtlMs: 30 * 24 * 60 * 60_000,
  qrExpirePolls: 20,
  qrIntervalMs: 5000,
  tokenTtlMs: 15 * 60_000,
  riskyPhones: [],
  riskySocialEmails: [],
};
