/**
 * What the shopper chose and typed on Registry, kept in the popup's store while it is open: the
 * code step and back, a failed call or a visit to Login lose nothing. Passwords are never kept.
 */
import { atom } from 'jotai/vanilla';

export interface SignupDraft {
  readonly tab: 'phone' | 'email';
  readonly email: string;
  /** The terms box, ticked once for both ways. */
  readonly agreed: boolean;
}

export const signupDraftAtom = atom<SignupDraft>({ tab: 'phone', email: '', agreed: false });
