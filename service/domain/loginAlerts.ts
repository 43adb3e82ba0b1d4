/**
 * New-device login alerts (OWASP ASVS 5.0 6.3.5): a login from a device the account has not seen
 * is told to every contact of the member, with a "this wasn't me" link that ends every session (that
 * device's too) and leads to setting a new password (see `undoChange`). A device is a browser's
 * own random id, kept in a cookie for a year (`DEVICE_COOKIE`); the account keeps only a hash of
 * each it has seen log in, for a year from the last login. An account that has seen none yet (a new
 * sign-up, or an account older than the alerts) is not told of its first: it has nothing to tell it from.
 * Every login is also kept 30 days for the Devices page's activity list (`loginActivity`).
 */
import type { Language } from '../../src/kernel/config/languages.ts';
import type { UserRecord } from '../storage/Storage.ts';
import type { LoginActivity } from '../../src/kernel/contract/security.ts';
import { deviceLabel, deviceParts } from './devices.ts';
import { DAY_MS, networkKey } from './limits.ts';
import { DEVICES_SEEN_KIND, type NoticeDeps, sendNotices } from './notices.ts';
import { randomId, sha256 } from './secrets.ts';

const KNOWN_DEVICE_KIND = 'known-device';
const KNOWN_DEVICE_TTL_MS = 365 * DAY_MS;
const LOGIN_ACTIVITY_KIND = 'login-activity';
const LOGIN_ACTIVITY_TTL_MS = 30 * DAY_MS;
/** The most logins the activity list shows. */
const LOGIN_ACTIVITY_SHOWN = 20;

interface StoredActivity {
  readonly at: number;
  readonly userAgent: string | null;
  readonly network: string;
  readonly newDevice: boolean;
}

/** The member's latest logins, newest first. */
export async function loginActivity({ storage, config }: Pick<NoticeDeps, 'storage' | 'config'>, userId: number): Promise<LoginActivity[]> {
  const rows = await storage.tokens.listForUser(userId, LOGIN_ACTIVITY_KIND, config.now(), LOGIN_ACTIVITY_SHOWN);
  return rows.flatMap((row) => {
    const stored = row.data ? (JSON.parse(row.data) as StoredActivity) : undefined;
    return stored ? [{ at: stored.at, ...deviceParts(stored.userAgent), network: stored.network, newDevice: stored.newDevice }] : [];
  });
}

const deviceKey = (userId: number, secret: string) => sha256(`known-device|${userId}|${secret}`);
/**
 * The marker that the account has seen at least one device log in: a token of a kind the tokens a
 * password change or a "this wasn't me" ends leave (`KEPT_KINDS`: the devices seen are forgotten
 * then, so the next login of each, a thief's included, is told again), kept for a year from the
 * last login (a counter's fixed window let it lapse a year after the first).
 */
const anyDeviceKey = (userId: number) => sha256(`devices-seen|${userId}`);

/** Keeps `key` (of `kind`) for a year from now, whether or not it was there: whether it was. */
async function keep({ storage, config }: Pick<NoticeDeps, 'storage' | 'config'>, key: string, kind: string, userId: number): Promise<boolean> {
  const at = config.now();
  const was = await storage.tokens.take(key, kind, at);
  try {
    await storage.tokens.insert({ token: key, kind, userId, data: null, expiresAt: at + KNOWN_DEVICE_TTL_MS });
  } catch {
    // A parallel login of the same device kept it first: it is kept.
  }
  return was !== undefined;
}

/**
 * Remembers that `member` logged in on the device of `secret`, and when the account had seen other
 * devices but not this one, sends the notice. Never throws: the login stands whatever happens.
 */
export async function alertNewDevice(
  deps: NoticeDeps,
  member: UserRecord,
  login: { readonly secret: string; readonly userAgent: string | undefined; readonly address: string; readonly origin: string; readonly language: Language },
): Promise<boolean> {
  try {
    const seenBefore = await keep(deps, deviceKey(member.id, login.secret), KNOWN_DEVICE_KIND, member.id);
    const hadDevices = await keep(deps, anyDeviceKey(member.id), DEVICES_SEEN_KIND, member.id);
    const newDevice = !seenBefore && hadDevices;
    const at = deps.config.now();
    const activity: StoredActivity = { at, userAgent: login.userAgent?.slice(0, 300) ?? null, network: networkKey(login.address), newDevice };
    await deps.storage.tokens.insert({
      token: randomId(),
      kind: LOGIN_ACTIVITY_KIND,
      userId: member.id,
      data: JSON.stringify(activity),
      expiresAt: at + LOGIN_ACTIVITY_TTL_MS,
    });
    if (!newDevice) return false;
    await sendNotices(deps, login.origin, member, member, 'newDevice', login.language, deviceLabel(login.userAgent ?? null));
    return true;
  } catch (error) {
    console.error(`new-device notice not sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
