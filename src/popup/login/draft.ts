/**
 * What the shopper typed on Login, kept in the popup's store while the popup is open: going to
 * Verify and back, or a failed call, loses nothing. Passwords are never kept.
 */
import { atom } from 'jotai/vanilla';

export interface LoginDraft {
  /** The tab the shopper chose; undefined until they choose: Login opens on the method used last. */
  readonly tab: 'password' | 'code' | undefined;
  readonly loginName: string;
  readonly phone: string;
}

export const loginDraftAtom = atom<LoginDraft>({ tab: undefined, loginName: '', phone: '' });
