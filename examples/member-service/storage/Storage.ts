/**
 * What the member service keeps, behind one small interface: the embedded SQLite adapter
 * implements it today, a PostgreSQL adapter can follow for deployments with several instances.
 * Methods are async for that reason. Times are epoch milliseconds.
 */

/** DELETED accounts keep their phone in the cooling period: it cannot sign up again. */
export type UserStatus = 'NORMAL' | 'DELETION_PENDING' | 'DELETED';

export interface UserRecord {
  readonly id: number;
  readonly name: string | null;
  readonly email: string | null;
  readonly phonePrefixCode: string | null;
  readonly phone: string | null;
  /** scrypt hash (see domain/passwords.ts); null for phone sign-ups before profile completion. */
  readonly passwordHash: string | null;
  readonly gender: string | null;
  readonly birthday: string | null;
  readonly status: UserStatus;
  /** A scenario's next step after login: the action name, and its data as JSON. */
  readonly nextStep: string | null;
  readonly nextStepData: string | null;
  readonly createdAt: number;
  readonly modifiedAt: number;
}

export type NewUser = Omit<UserRecord, 'id' | 'createdAt' | 'modifiedAt' | 'status' | 'nextStep' | 'nextStepData' | 'gender' | 'birthday'> &
  Partial<Pick<UserRecord, 'status' | 'nextStep' | 'nextStepData' | 'gender' | 'birthday'>>;

export type UserChanges = Partial<Pick<UserRecord, 'name' | 'passwordHash' | 'gender' | 'birthday' | 'status' | 'nextStep' | 'nextStepData'>>;

export interface SessionRecord {
  readonly id: string;
  readonly userId: number;
  readonly createdAt: number;
  readonly expiresAt: number;
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
}

export interface Storage {
  readonly users: {
    byId(id: number): Promise<UserRecord | undefined>;
    byEmail(email: string): Promise<UserRecord | undefined>;
    byPhone(phonePrefixCode: string, phone: string): Promise<UserRecord | undefined>;
    insert(user: NewUser, at: number): Promise<UserRecord>;
    update(id: number, changes: UserChanges, at: number): Promise<UserRecord>;
  };
  readonly sessions: {
    insert(session: SessionRecord): Promise<void>;
    get(id: string): Promise<SessionRecord | undefined>;
    delete(id: string): Promise<void>;
  };
  readonly codes: {
    /** The newest code of this target and purpose, open or not. */
    latest(target: string, purpose: string): Promise<CodeRecord | undefined>;
    /** Closes every open code of this target and purpose, then adds the new one. */
    replace(code: Omit<CodeRecord, 'id' | 'wrongTries' | 'closedAt'>): Promise<CodeRecord>;
    /** How many codes went to `target` since `since`, any purpose. */
    countSentSince(target: string, since: number): Promise<number>;
    recordWrongTry(id: number): Promise<number>;
    close(id: number, at: number): Promise<void>;
  };
  readonly tokens: {
    insert(token: TokenRecord): Promise<void>;
    /** The token, if of this kind and not expired at `at`; it stays usable. */
    peek(token: string, kind: string, at: number): Promise<TokenRecord | undefined>;
    /** Like peek, and the token is gone afterwards: single use. */
    take(token: string, kind: string, at: number): Promise<TokenRecord | undefined>;
  };
  readonly qr: {
    insert(qr: QrRecord): Promise<void>;
    get(requestId: string): Promise<QrRecord | undefined>;
    /** The newest session (development tools). */
    latest(): Promise<QrRecord | undefined>;
    update(requestId: string, changes: Partial<Pick<QrRecord, 'state' | 'polls' | 'userId' | 'token'>>): Promise<void>;
  };
  /** Failed password logins, counted by login name whether or not the account exists. */
  readonly loginFailures: {
    countSince(loginName: string, since: number): Promise<number>;
    record(loginName: string, at: number): Promise<void>;
    clear(loginName: string): Promise<void>;
  };
  close(): Promise<void>;
}
