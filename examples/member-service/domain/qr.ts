/**
 * QR login sessions: the widget shows `qrLoginUrl` and polls; a logged-in member opens the URL on
 * the phone (SCANNED) and confirms (SUCCESS with a one-time token the widget logs in with). A code
 * dies after `expire` polls.
 */
import type { QrSession, QrStatus } from '../../../src/contract/entities.ts';
import type { Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { randomId } from './secrets.ts';

export const QR_CONFIRM_PATH = '/qr/confirm';
export const QR_TOKEN_KIND = 'qr-login';

export async function generateQr(storage: Storage, config: ServiceConfig, origin: string): Promise<QrSession> {
  const requestId = randomId(18);
  await storage.qr.insert({
    requestId,
    state: 'PENDING',
    polls: 0,
    expire: config.qrExpirePolls,
    interval: config.qrIntervalMs,
    userId: null,
    token: null,
    createdAt: config.now(),
  });
  return { qrLoginUrl: `${origin}${QR_CONFIRM_PATH}?requestId=${requestId}`, requestId, expire: config.qrExpirePolls, interval: config.qrIntervalMs };
}

/** One poll: counts it, and a code still waiting after `expire` polls fails. */
export async function pollQr(storage: Storage, requestId: string): Promise<QrStatus> {
  const qr = await storage.qr.poll(requestId);
  if (!qr) return { status: 'FAILURE' };
  return qr.state === 'SUCCESS' && qr.token ? { status: qr.state, token: qr.token } : { status: qr.state };
}

/** The member opened the code's page on the phone. */
export async function scanQr(storage: Storage, requestId: string): Promise<boolean> {
  if (await storage.qr.advance(requestId, ['PENDING'], { state: 'SCANNED' })) return true;
  return (await storage.qr.get(requestId))?.state === 'SCANNED';
}

/** The member confirmed on the phone: the widget's next poll gets the token. */
export async function confirmQr(storage: Storage, config: ServiceConfig, requestId: string, userId: number): Promise<boolean> {
  const token = randomId();
  // The token exists before a poll can see it; a session that expired meanwhile takes it back.
  await storage.tokens.insert({ token, kind: QR_TOKEN_KIND, userId, data: JSON.stringify({ requestId }), expiresAt: config.now() + config.tokenTtlMs });
  if (await storage.qr.advance(requestId, ['PENDING', 'SCANNED'], { state: 'SUCCESS', userId, token })) return true;
  await storage.tokens.take(token, QR_TOKEN_KIND, config.now());
  return false;
}
