/**
 * The way this shopper logged in last on this site (password, a code by phone, or the QR code),
 * kept in the device's storage so that Login opens on it next time. Storage that is off or full
 * only means Login opens on the password tab.
 */
import type { Page } from './page.ts';

export const LOGIN_METHODS = ['password', 'code', 'qr'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const LOGIN_METHOD_KEY = 'member-login-method';

export function lastLoginMethod(page: Pick<Page, 'local'>): LoginMethod | undefined {
  try {
    const stored = page.local().getItem(LOGIN_METHOD_KEY);
    return LOGIN_METHODS.find((method) => method === stored);
  } catch {
    return undefined;
  }
}

export function rememberLoginMethod(page: Pick<Page, 'local'>, method: LoginMethod): void {
  try {
    page.local().setItem(LOGIN_METHOD_KEY, method);
  } catch {
    // Storage is off: the next visit opens on the password tab.
  }
}
