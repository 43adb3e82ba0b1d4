/**
 * The trust token a login hands out (`loginSuccessTrustToken`), kept on this device and sent with
 * the next third-party login so that the member service can recognise the device.
 */
import type { KeyValueStorage } from './page.ts';

const KEY = 'member_trust_token';

/** Keeps `token` in `storage` (the page's local storage); storage that is off is no error. */
export function rememberTrustToken(storage: () => KeyValueStorage, token: string | undefined): void {
  if (!token) return;
  try {
    storage().setItem(KEY, token);
  } catch {
    // Storage may be off (private mode): the next login simply goes without it.
  }
}

export function trustToken(storage: () => KeyValueStorage): string | undefined {
  try {
    return storage().getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
