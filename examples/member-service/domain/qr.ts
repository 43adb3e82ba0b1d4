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
  const qr = await storage.qr.get(requestId);
  if (!qr) return { status: 'FAILURE' };
  const polls = qr.polls + 1;
  const expired = (qr.state === 'PENDING' || qr.state === 'SCANNED') && polls > qr.expire;
  const state = expired ? 'FAILURE' : qr.state;
  await storage.qr.update(requestId, { polls, state });
  return state === 'SUCCESS' && qr.token ? { status: state, token: qr.token } : { status: state };
}

/** The member opened the code's page on the phone. */
export async function scanQr(storage: Storage, requestId: string): Promise<boolean> {
  const qr = await storage.qr.get(requestId);
  if (!qr || qr.state === 'FAILURE' || qr.state === 'SUCCESS') return false;
  if (qr.state === 'PENDING') await storage.qr.update(requestId, { state: 'SCANNED' });
  return true;
}

/** The member confirmed on the phone: the widget's next poll gets the token. */
export async function confirmQr(storage: Storage, config: ServiceConfig, requestId: string, userId: number): Promise<boolean> {
  const qr = await storage.qr.get(requestId);
  if (!qr || (qr.state !== 'PENDING' && qr.state !== 'SCANNED')) return false;
  const token = randomId();
  await storage.tokens.insert({ token, kind: QR_TOKEN_KIND, userId, data: JSON.stringify({ requestId }), expiresAt: config.now() + config.tokenTtlMs });
  await storage.qr.update(requestId, { state: 'SUCCESS', userId, token });
  return true;
}
