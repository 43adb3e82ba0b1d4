/**
 * What the member area's flows answer, for the page side to carry out in one place
 * (`page/account/carryOutAccount.ts`): what is now known of the member, and what changed.
 */
import type { Region } from '../../kernel/config/regions.ts';
import type { LegacyAccount, LegacySummary } from '../../kernel/contract/legacyMerge.ts';
import type { Language } from '../../kernel/config/languages.ts';
import type { PasskeyList } from '../../kernel/contract/passkeys.ts';
import type { PasskeyRefusal } from '../../security/passkeyRefusal.ts';
import type { AccountOverview, Address, MemberProfile, Security } from './model.ts';

export type AccountAnswer =
  /** The member's account, loaded. */
  | { readonly type: 'overview'; readonly overview: AccountOverview }
  /** The session is over (never started, expired, or the member logged out here). */
  | { readonly type: 'loggedOut'; readonly byMember: boolean }
  /** The member asked to log in: the page's login popup opens, and the account loads after it. */
  | { readonly type: 'logIn' }
  | { readonly type: 'profileSaved'; readonly profile: MemberProfile }
  | { readonly type: 'preferencesSaved'; readonly profile: MemberProfile; readonly change: 'newsletter' | 'sms' }
  /** The address book after a change of address `id` (`draft`: the form's draft that is saved now). */
  | {
      readonly type: 'addresses';
      readonly addresses: readonly Address[];
      readonly change: 'saved' | 'deleted' | 'default';
      readonly id: string;
      readonly draft?: string;
    }
  /** A security change is done (`security`: the member's security as it is now, when the call answers it). */
  | {
      readonly type: 'securityChanged';
      readonly change: 'password' | 'phone' | 'email' | 'devices';
      readonly security?: Security;
    }
  /** The member's passkeys after passkey `id` was added or removed. */
  | { readonly type: 'passkeys'; readonly passkeys: PasskeyList; readonly change: 'added' | 'removed'; readonly id: string }
  /** The browser made no passkey, for `reason`: nothing changed. */
  | { readonly type: 'passkeyNotAdded'; readonly reason: PasskeyRefusal }
  /** A code went to the new phone or e-mail of a change (the page asks for it next). */
  | { readonly type: 'codeSent'; readonly to: 'phone' | 'email'; readonly codeLength: number; readonly resendAfter: number }
  /** The account is pending deletion until `endsAt` (epoch ms); every session is over. */
  | { readonly type: 'deletionRequested'; readonly endsAt: number }
  /** The page goes to `url` (allow-listed): a login's second verification passed. */
  | { readonly type: 'leave'; readonly url: string }
  /** The shopper's language and region, for the preference cookie that both elements follow. */
  | { readonly type: 'preferenceChosen'; readonly region: Region; readonly language: Language };

/** What the legacy grocery-brand merge's flows answer (`legacyMerge.ts`), carried out apart (`page/account/carryOutMerge.ts`). */
export type LegacyMergeAnswer =
  /** The old accounts offered to merge now (none: nothing to merge, or "not now" still holds). */
  | { readonly type: 'legacyOffer'; readonly accounts: readonly LegacyAccount[] }
  /** A code to prove an old account went out (the dialog asks for it next; nothing changed yet). */
  | { readonly type: 'legacyCodeSent'; readonly codeLength: number }
  /** An old account is proved: `token` lets this session merge it, once. */
  | { readonly type: 'legacyProved'; readonly token: string }
  /** Old account `id` is merged: `moved` is what came over. */
  | { readonly type: 'legacyMerged'; readonly id: string; readonly moved: LegacySummary }
  /** The service refused old account `id` in a way the dialog follows (see `flows/account/legacyMerge.ts`). */
  | { readonly type: 'legacyRefused'; readonly id: string; readonly reason: LegacyRefusal }
  /** "Not now": the offer comes back at `askAgainAt` (epoch ms). */
  | { readonly type: 'legacyPostponed'; readonly askAgainAt: number };

/**
 * Why the service refused an old account: a wrong old password, a proof no longer valid, an account
 * not this member's to merge any more, a code that cannot be sent by the channel chosen.
 */
export type LegacyRefusal = 'wrongPassword' | 'proofExpired' | 'gone' | 'codeUnavailable';
