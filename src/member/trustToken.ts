/**
 * The trust token a login hands out (`loginSuccessTrustToken`), kept on this device and sent with
 * the next third-party login so that the member service can recognise the device.
 */
const KEY = 'member_trust_token';

export function rememberTrustToken(token: string | undefined): void {
  if (!token) return;
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage may be off (private mode): the next login simply goes without it.
  }
}

export function trustToken(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
