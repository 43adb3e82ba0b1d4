/**
 * What the shopper typed on Login, kept in the popup's store while the popup is open: going to
 * Verify and back, or a failed call, loses nothing. Passwords are never kept.
 */
import { atom } from 'jotai/vanilla';

export interface LoginDraft {
  readonly tab: 'password' | 'code';
  readonly loginName: string;
  readonly phone: string;
}

export const loginDraftAtom = atom<LoginDraft>({ tab: 'password', loginName: '', phone: '' });
