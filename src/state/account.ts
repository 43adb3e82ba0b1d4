/**
 * The atoms of one `<member-account>` (each element has its own store): the page the hash names,
 * what is known of the member, and what the shopper typed and has not saved yet, kept when they
 * navigate away and back.
 */
import { atom } from 'jotai/vanilla';
import type { Division } from '../kernel/contract/address.ts';
import type { PasskeyList } from '../kernel/contract/passkeys.ts';
import type { VerificationNeeded } from '../kernel/contract/verificationNeeded.ts';
import type { AccountOverview, AddressDraft, OrderDetail, OrderPage, ProfileDraft, Security } from '../flows/account/model.ts';
import type { AccountTranslate } from '../i18n/accountCatalogue.ts';
import { DASHBOARD, type AccountPage } from './accountRoutes.ts';

const shownPageAtom = atom<AccountPage>(DASHBOARD);
/** Whether the shopper has moved from the first page shown to another (then a page's heading takes the focus). */
export const accountNavigatedAtom = atom(false);

/** The page shown (the URL's hash names it); a change after the first counts as a navigation. */
export const accountPageAtom = atom(
  (get) => get(shownPageAtom),
  (get, set, page: AccountPage, first = false) => {
    if (JSON.stringify(page) === JSON.stringify(get(shownPageAtom))) return;
    if (!first) set(accountNavigatedAtom, true);
    set(shownPageAtom, page);
  },
);

/** Where the member's account stands: loading, shown, logged out, or failed to load. */
export type AccountStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly overview: AccountOverview }
  | { readonly kind: 'loggedOut' }
  | { readonly kind: 'failed'; readonly message: string }
  /** The member asked to delete the account: it is pending deletion until `endsAt` (epoch ms), and logged out. */
  | { readonly kind: 'deletionPending'; readonly endsAt: number };

export const accountStatusAtom = atom<AccountStatus>({ kind: 'loading' });

/** Bumped to load the account again (the element's `refresh()`, a login, Try again). */
export const accountLoadCountAtom = atom(0);
export const reloadAccountAtom = atom(null, (_get, set) => set(accountLoadCountAtom, (count) => count + 1));

/** Edit profile's unsaved values. */
export const profileDraftAtom = atom<ProfileDraft | undefined>(undefined);

/** The address forms' unsaved values, by address id (`new` for a new one). */
export const addressDraftsAtom = atom<Readonly<Record<string, AddressDraft>>>({});

/**
 * The address pickers' choices seen in this visit, by country and parent: a form opened again shows
 * them at once while they load again. Administrative divisions, nothing of the member's.
 */
export const divisionsSeenAtom = atom<ReadonlyMap<string, readonly Division[]>>(new Map());

/**
 * My orders' pages (by their address) and orders (by id) seen in this visit: opened again, they show
 * at once while they load again. The member's own, so they live in the element's store only and are
 * forgotten (`forgetVisitAtom`) at logout, at a deletion, and when an answer says the session ended.
 */
export const ordersSeenAtom = atom<ReadonlyMap<string, OrderPage>>(new Map());
export const orderDetailsSeenAtom = atom<ReadonlyMap<string, OrderDetail>>(new Map());
export const forgetVisitAtom = atom(null, (_get, set) => {
  set(ordersSeenAtom, new Map());
  set(orderDetailsSeenAtom, new Map());
});

/** The member area's texts now, for what the page side says outside a page (the retry-later notice). */
export const accountTextAtom = atom<{ readonly t: AccountTranslate } | undefined>(undefined);

/**
 * A page the UI or a flow's answer moves to: the element shows it and puts it in the URL's hash
 * (`elements/MemberAccount.ts`), in the entry shown when `replace` (after a saved form).
 */
export const requestedPageAtom = atom<{ readonly page: AccountPage; readonly replace?: boolean } | undefined>(undefined);

/** The member's password, phone, e-mail and devices, once a security page loaded them. */
export const securityAtom = atom<Security | undefined>(undefined);

/** The member's passkeys, once the Passkeys page loaded them (and as each change answered them). */
export const passkeysAtom = atom<PasskeyList | undefined>(undefined);

/**
 * A call that needs the member to verify first (the network layer's `verify` hook): the member area
 * shows the verification over the page, and `settle` tells the waiting call whether it was passed.
 */
export interface VerificationRequest {
  readonly needed: VerificationNeeded;
  readonly settle: (passed: boolean) => void;
}
export const verificationRequestAtom = atom<VerificationRequest | undefined>(undefined);
