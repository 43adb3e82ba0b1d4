/**
 * QR login sessions: the widget shows `qrLoginUrl` and polls; a logged-in member opens the URL on
 * the phone (SCANNED) and confirms (SUCCESS with a one-time token the widget logs in with). A code
 * dies after `expire` polls, and, polled or not, once its life (`expire` intervals and one more) is over.
 *
 * A code belongs to the browser that made it (issue 24, point 1): the hash of that browser's
 * binding secret (an HttpOnly cookie, routes/cookies.ts) is kept on the row and on the token, and
 * only that browser may poll it and log in with its token. Only the phone session that scanned
 * the code may confirm it, while it is SCANNED and alive.
 */
import { isIP } from 'node:net';
import type { QrSession, QrStatus } from '../../src/kernel/contract/entities.ts';
import type { QrRecord, Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { deviceLabel } from './devices.ts';
import { addressKey } from './limits.ts';
import { randomId } from './secrets.ts';

export const QR_CONFIRM_PATH = '/qr/confirm';
export const QR_TOKEN_KIND = 'qr-login';

/** Who asked for a code, as the phone's page says it: the browser and system, and the network. */
export interface QrRequester {
  /** "Chrome on Windows", from the user agent. */
  readonly device: string;
  /** The IPv4 address or the IPv6 /64 the request came from; null when the service does not know it. */
  readonly network: string | null;
}

/** What a QR token row keeps: the code it was confirmed for and the binding of the browser that made it. */
interface QrTokenData {
  readonly requestId: string;
  readonly binding: string;
}

/** The network of a client address as the phone's page shows it (and as the limits count it): null when not an IP address. */
export function networkOf(address: string): string | null {
  if (address === '::1') return address;
  const key = addressKey(address);
  if (isIP(key) === 4) return key;
  return key.endsWith('::/64') && isIP(key.slice(0, -3)) === 6 ? key : null;
}

/** Epoch ms after which a code can no longer be scanned, confirmed or polled into success. */
export const qrEndsAt = (qr: Pick<QrRecord, 'createdAt' | 'expire' | 'interval'>): number => qr.createdAt + (qr.expire + 1) * qr.interval;
const alive = (qr: QrRecord, at: number) => qr.binding !== null && at < qrEndsAt(qr);

export async function generateQr(
  storage: Storage,
  config: ServiceConfig,
  origin: string,
  asker: { readonly binding: string; readonly userAgent: string | undefined; readonly address: string },
): Promise<QrSession> {
  const requestId = randomId(18);
  const requester: QrRequester = { device: deviceLabel(asker.userAgent ?? null), network: networkOf(asker.address) };
  await storage.qr.insert({
    requestId,
    state: 'PENDING',
    polls: 0,
    expire: config.qrExpirePolls,
    interval: config.qrIntervalMs,
    userId: null,
    token: null,
    createdAt: config.now(),
    binding: asker.binding,
    requester: JSON.stringify(requester),
    scannedBy: null,
  });
  return { qrLoginUrl: `${origin}${QR_CONFIRM_PATH}?requestId=${requestId}`, requestId, expire: config.qrExpirePolls, interval: config.qrIntervalMs };
}

/**
 * One poll by the browser of `binding`: counts it, and a code still waiting after `expire` polls
 * or past its life fails. Another browser's poll is answered as an unknown code's, and not counted.
 */
export async function pollQr(storage: Storage, config: ServiceConfig, requestId: string, binding: string | undefined): Promise<QrStatus> {
  const qr = binding ? await storage.qr.poll(requestId, binding) : undefined;
  if (!qr) return { status: 'FAILURE' };
  if ((qr.state === 'PENDING' || qr.state === 'SCANNED') && !alive(qr, config.now())) {
    await storage.qr.advance(requestId, ['PENDING', 'SCANNED'], { state: 'FAILURE' });
    return { status: 'FAILURE' };
  }
  return qr.state === 'SUCCESS' && qr.token ? { status: qr.state, token: qr.token } : { status: qr.state };
}

/**
 * The phone session `scannedBy` (a stored session id) opened the code's page: the code is SCANNED
 * by it, once. Answers the code when this session holds it, alive; undefined when it is unknown,
 * over, or scanned by another session.
 */
export async function scanQr(storage: Storage, config: ServiceConfig, requestId: string, scannedBy: string): Promise<QrRecord | undefined> {
  const found = await storage.qr.get(requestId);
  if (!found || !alive(found, config.now())) return undefined;
  if (found.state === 'PENDING') await storage.qr.advance(requestId, ['PENDING'], { state: 'SCANNED', scannedBy });
  const qr = await storage.qr.get(requestId);
  return qr?.state === 'SCANNED' && qr.scannedBy === scannedBy ? qr : undefined;
}

/**
 * The member confirmed on the phone: the widget's next poll gets the token. Only the session that
 * scanned the code (its `scannedBy` never changes once set), while the code is SCANNED and alive.
 */
export async function confirmQr(storage: Storage, config: ServiceConfig, requestId: string, userId: number, scannedBy: string): Promise<boolean> {
  const qr = await storage.qr.get(requestId);
  if (!qr?.binding || qr.state !== 'SCANNED' || qr.scannedBy !== scannedBy || !alive(qr, config.now())) return false;
  const token = randomId();
  const data: QrTokenData = { requestId, binding: qr.binding };
  // The token exists before a poll can see it; a session that expired meanwhile takes it back.
  await storage.tokens.insert({ token, kind: QR_TOKEN_KIND, userId, data: JSON.stringify(data), expiresAt: config.now() + config.tokenTtlMs });
  if (await storage.qr.advance(requestId, ['SCANNED'], { state: 'SUCCESS', userId, token })) return true;
  await storage.tokens.take(token, QR_TOKEN_KIND, config.now());
  return false;
}

/**
 * Uses up a QR token for the browser of `binding`: the member it logs in, or undefined. A token
 * shown to another browser stays unused (peeked, not taken), so that a thief cannot spend it.
 */
export async function takeQrToken(storage: Storage, config: ServiceConfig, token: string, binding: string | undefined): Promise<number | undefined> {
  const found = await storage.tokens.peek(token, QR_TOKEN_KIND, config.now());
  const data = found?.data ? (JSON.parse(found.data) as Partial<QrTokenData>) : undefined;
  if (!binding || data?.binding !== binding) return undefined;
  return (await storage.tokens.take(token, QR_TOKEN_KIND, config.now()))?.userId ?? undefined;
}

/** The requester kept on a code, for its page. */
export function requesterOf(qr: QrRecord): QrRequester {
  const parsed = qr.requester ? (JSON.parse(qr.requester) as Partial<QrRequester>) : {};
  return { device: typeof parsed.device === 'string' ? parsed.device : 'Unknown device', network: typeof parsed.network === 'string' ? parsed.network : null };
}

/**
 * "42 seconds ago", "3 minutes ago": how long ago a code was made, in plain words (`words`: the
 * page's language's, routes/pageTexts.ts).
 */
export function madeAgo(
  createdAt: number,
  at: number,
  words: { readonly secondsAgo: (seconds: number) => string; readonly minutesAgo: (minutes: number) => string },
): string {
  const seconds = Math.max(0, Math.round((at - createdAt) / 1000));
  if (seconds < 60) return words.secondsAgo(seconds);
  return words.minutesAgo(Math.round(seconds / 60));
}
