/**
 * The Google redirect flow's `state` (spec section 2): bizScene, redirect (default /user/account)
 * and shopOwnerId, plus a random value kept in this tab's session storage and checked on return.
 * A state that was forged, or already used, is refused. The storage is the page's (`Page.session()`).
 */
import { object, optional, string, validate } from 'superstruct';
import { DASHBOARD_PATH } from '../kernel/contract/memberPaths.ts';
import type { KeyValueStorage } from './page.ts';

export const STATE_STORAGE_KEY = 'member_google_state';

export interface GoogleState {
  readonly bizScene: string;
  readonly redirect: string;
  readonly shopOwnerId?: string;
}

const StateSchema = object({ bizScene: string(), redirect: string(), shopOwnerId: optional(string()), nonce: string() });

function encode(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decode(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

/** A new state for the consent page; its random part is remembered for the return. */
export function createGoogleState(storage: KeyValueStorage, { bizScene = 'login', redirect = DASHBOARD_PATH, shopOwnerId }: Partial<GoogleState> = {}): string {
  const nonce = crypto.randomUUID();
  storage.setItem(STATE_STORAGE_KEY, nonce);
  return encode(JSON.stringify({ bizScene, redirect, ...(shopOwnerId ? { shopOwnerId } : {}), nonce }));
}

/** The state Google sent back, if it is the one this tab made and not used before; it is used up. */
export function takeGoogleState(storage: KeyValueStorage, value: string | null | undefined): GoogleState | undefined {
  const expected = storage.getItem(STATE_STORAGE_KEY);
  storage.removeItem(STATE_STORAGE_KEY);
  if (!value || !expected) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decode(value));
  } catch {
    return undefined;
  }
  const [failure, state] = validate(parsed, StateSchema);
  if (failure || state.nonce !== expected) return undefined;
  return { bizScene: state.bizScene, redirect: state.redirect, ...(state.shopOwnerId ? { shopOwnerId: state.shopOwnerId } : {}) };
}
