/** Schema migrations of the SQLite store, applied in order; `PRAGMA user_version` remembers the last. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT,
    email TEXT UNIQUE COLLATE NOCASE,
    phone_prefix_code TEXT,
    phone TEXT,
    password_hash TEXT,
    gender TEXT,
    birthday TEXT,
    status TEXT NOT NULL DEFAULT 'NORMAL',
    next_step TEXT,
    next_step_data TEXT,
    created_at INTEGER NOT NULL,
    modified_at INTEGER NOT NULL,
    UNIQUE (phone_prefix_code, phone)
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    target TEXT NOT NULL,
    purpose TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0,
    closed_at INTEGER
  );
  CREATE INDEX codes_target ON codes (target, purpose, sent_at);
  CREATE TABLE tokens (
    token TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    user_id INTEGER,
    data TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE qr_sessions (
    request_id TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    polls INTEGER NOT NULL DEFAULT 0,
    expire INTEGER NOT NULL,
    interval INTEGER NOT NULL,
    user_id INTEGER,
    token TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE login_failures (
    login_name TEXT NOT NULL COLLATE NOCASE,
    at INTEGER NOT NULL
  );
  CREATE INDEX login_failures_name ON login_failures (login_name, at);
  `,
  // 2: counters replace the login-failure log (atomic check-and-increment); session ids are
  // stored hashed, so the sessions kept in clear are ended; indexes for purging expired rows.
  `
  DROP TABLE login_failures;
  CREATE TABLE counters (
    key TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    window_ms INTEGER NOT NULL,
    count INTEGER NOT NULL
  );
  DELETE FROM sessions;
  CREATE INDEX sessions_user ON sessions (user_id);
  CREATE INDEX sessions_expires ON sessions (expires_at);
  CREATE INDEX tokens_expires ON tokens (expires_at);
  CREATE INDEX codes_sent ON codes (sent_at);
  CREATE INDEX qr_sessions_created ON qr_sessions (created_at);
  `,
  // 3: the member area: the profile's full name, the promotion opt-ins and the member level on the
  // member; the order history (read-only here: the marketplace's orders, seeded for the demo).
  `
  ALTER TABLE users ADD COLUMN full_name TEXT;
  ALTER TABLE users ADD COLUMN newsletter INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN sms_newsletter INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN member_level TEXT;
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id),
    number TEXT NOT NULL UNIQUE,
    placed_at INTEGER NOT NULL,
    total_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    items TEXT NOT NULL
  );
  CREATE INDEX orders_user ON orders (user_id, placed_at DESC, id DESC);
  `,
  // 4: the member area's address book (the count per member and the defaults are kept by the
  // storage's transactions).
  `
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id),
    recipient TEXT NOT NULL,
    phone_prefix TEXT NOT NULL,
    phone TEXT NOT NULL,
    country TEXT NOT NULL,
    fields TEXT NOT NULL,
    is_default_shipping INTEGER NOT NULL DEFAULT 0,
    is_default_billing INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    modified_at INTEGER NOT NULL
  );
  CREATE INDEX addresses_user ON addresses (user_id, id);
  `,
  // 5: account security: the devices page's user agent and last use of a session, the end of a
  // deletion's cooling period, and the question bank's answers (hashed).
  `
  ALTER TABLE sessions ADD COLUMN user_agent TEXT;
  ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
  UPDATE sessions SET last_seen_at = created_at;
  ALTER TABLE users ADD COLUMN deletion_ends_at INTEGER;
  CREATE INDEX users_deletion_ends ON users (deletion_ends_at) WHERE deletion_ends_at IS NOT NULL;
  CREATE INDEX tokens_user ON tokens (user_id);
  CREATE TABLE security_answers (
    user_id INTEGER NOT NULL REFERENCES users (id),
    question TEXT NOT NULL,
    answer_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, question)
  );
  `,
  // 6: a QR login bound to the browser that made it (issue 24, point 1): the hash of its binding
  // secret, who asked (shown on the phone), and the phone session that scanned it.
  `
  ALTER TABLE qr_sessions ADD COLUMN binding TEXT;
  ALTER TABLE qr_sessions ADD COLUMN requester TEXT;
  ALTER TABLE qr_sessions ADD COLUMN scanned_by TEXT;
  `,
  // 7: issue 25: guest orders (placed without an account, kept by their e-mail until claimed), the
  // legacy grocery-brand accounts and what they hold, members' vouchers, and when a member who said
  // "not now" to the merge is asked again.
  `
  CREATE TABLE guest_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL COLLATE NOCASE,
    number TEXT NOT NULL UNIQUE,
    placed_at INTEGER NOT NULL,
    total_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    items TEXT NOT NULL
  );
  CREATE INDEX guest_orders_email ON guest_orders (email);
  CREATE TABLE legacy_accounts (
    id TEXT PRIMARY KEY,
    brand TEXT NOT NULL,
    email TEXT COLLATE NOCASE,
    phone_prefix_code TEXT,
    phone TEXT,
    password_hash TEXT,
    merged_into INTEGER REFERENCES users (id),
    merged_at INTEGER
  );
  CREATE INDEX legacy_accounts_email ON legacy_accounts (email);
  CREATE INDEX legacy_accounts_phone ON legacy_accounts (phone_prefix_code, phone);
  CREATE TABLE legacy_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    legacy_id TEXT NOT NULL REFERENCES legacy_accounts (id),
    kind TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX legacy_items_account ON legacy_items (legacy_id, kind);
  CREATE TABLE vouchers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id),
    code TEXT NOT NULL,
    label TEXT NOT NULL,
    value_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX vouchers_user ON vouchers (user_id, id);
  ALTER TABLE users ADD COLUMN legacy_ask_after INTEGER;
  `,
  // 8: issue 31: the language a member's messages are written in, and the name a member gives a device.
  `
  ALTER TABLE users ADD COLUMN language TEXT;
  ALTER TABLE sessions ADD COLUMN device_name TEXT;
  `,
  // 9: issue 31: an order's delivery address and status history (JSON, as its items are), kept
  // with it from the start and carried when a guest order is claimed.
  `
  ALTER TABLE orders ADD COLUMN delivery TEXT NOT NULL DEFAULT '';
  ALTER TABLE orders ADD COLUMN history TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE guest_orders ADD COLUMN delivery TEXT NOT NULL DEFAULT '';
  ALTER TABLE guest_orders ADD COLUMN history TEXT NOT NULL DEFAULT '[]';
  `,
  // 10: issue 34: members' passkeys (WebAuthn credentials): the public key and signature counter
  // that verify an assertion, what the Passkeys page shows, and from when one may verify a change.
  `
  CREATE TABLE passkeys (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    public_key TEXT NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    aaguid TEXT NOT NULL,
    device_type TEXT NOT NULL,
    backed_up INTEGER NOT NULL,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    verifies_from INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX passkeys_user ON passkeys (user_id, created_at);
  `,
];
