/**
 * The device-fingerprint header pair sent with every member call. A host plugs in its risk SDK as a
 * `FingerprintSource`; without one, a device id kept in local storage and a short device summary
 * are sent. Calls wait at most 2000 ms for it and go without it after that.
 */
import { FINGERPRINT_TOKEN_HEADER, FINGERPRINT_UA_HEADER } from '../kernel/contract/headers.ts';

export interface Fingerprint {
  readonly token: string;
  readonly ua: string;
}
export type FingerprintSource = () => Fingerprint | Promise<Fingerprint>;

export const FINGERPRINT_WAIT_MS = 2000;
const DEVICE_KEY = 'member_device';

function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/** The default source: a per-device id and what the browser says about itself. */
export const deviceFingerprint: FingerprintSource = () => ({
  token: deviceId(),
  ua: [navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone, `${screen.width}x${screen.height}@${devicePixelRatio}`, navigator.hardwareConcurrency].join(
    '|',
  ),
});

/**
 * Asks `source` once and hands out its headers. The first calls wait at most `waitMs` for it; once
 * that wait has run out, calls go at once without the headers until the fingerprint arrives.
 */
export function fingerprintHeaders(source: FingerprintSource, waitMs: number = FINGERPRINT_WAIT_MS): () => Promise<Readonly<Record<string, string>>> {
  let pending: Promise<Record<string, string>> | undefined;
  let headers: Record<string, string> | undefined;
  let gaveUp = false;
  return async () => {
    if (headers) return headers;
    if (gaveUp) return {};
    pending ??= Promise.resolve()
      .then(source)
      .then(({ token, ua }) => (headers = { [FINGERPRINT_TOKEN_HEADER]: token, [FINGERPRINT_UA_HEADER]: ua }))
      .catch(() => ({}));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Record<string, string>>((resolve) => {
      timer = setTimeout(() => {
        gaveUp = true;
        resolve({});
      }, waitMs);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
