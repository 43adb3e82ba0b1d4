/**
 * What the shopper chose and typed on Registry, kept in the popup's store for one journey: the code
 * step and back, a failed call or a visit to Login lose nothing. It is forgotten when the journey
 * ends (`useSignupDraftReset`). Passwords are never kept.
 */
import { atom } from 'jotai/vanilla';

export interface SignupDraft {
  readonly tab: 'phone' | 'email';
  readonly email: string;
  /** The terms box, ticked once for both ways. */
  readonly agreed: boolean;
}

/** A new journey's draft: the phone tab, no address, the terms not agreed to. */
export const EMPTY_SIGNUP_DRAFT: SignupDraft = { tab: 'phone', email: '', agreed: false };

export const signupDraftAtom = atom<SignupDraft>(EMPTY_SIGNUP_DRAFT);
