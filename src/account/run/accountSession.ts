/**
 * The member area's session as its views see it: the chunks of flows that the page side composes
 * (`page/account/accountSession.ts`: each builds the element's context, runs its flows and carries
 * their answers out) and hands down from the element (`elements/MemberAccount.ts` → `AccountRoot` →
 * `Account`). A view names a chunk of this session and a flow of it, never a module of the page side.
 */
import type { AccountAnswer, LegacyMergeAnswer } from '../../flows/account/answers.ts';
import type { Page } from '../../flows/page.ts';
import type * as AddressBook from '../../flows/account/addressBook.ts';
import type * as LegacyMerge from '../../flows/account/legacyMerge.ts';
import type * as MemberArea from '../../flows/account/memberArea.ts';
import type * as Passkeys from '../../flows/account/passkeys.ts';
import type * as Security from '../../flows/account/security.ts';
import type { PopupStore } from '../../state/store.ts';
import type { FlowsChunk } from '../../ui/actions.ts';
import { useElementEnv, type ElementRootProps } from '../../ui/ElementEnv.ts';
import type { ModuleSlot } from '../../ui/loadedModules.ts';

/** The flows of the dashboard and of the pages but the address book's and account security's, by name. */
export type AccountFlows = typeof MemberArea;
/** The address book's flows beside the member area's. */
export type AddressFlows = AccountFlows & typeof AddressBook;
/** Account security's flows (the passkeys' included) beside the member area's. */
export type SecurityFlows = AccountFlows & typeof Security & typeof Passkeys;
/** The legacy grocery-brand merge's flows. */
export type MergeFlows = typeof LegacyMerge;

/** The merge's chunk: its flows, and the background check of whether an old account is offered. */
export interface MergeChunk extends FlowsChunk<MergeFlows, LegacyMergeAnswer> {
  checkLegacyOffer(host: HTMLElement, store: PopupStore): Promise<void>;
}

export interface AccountSession {
  /** The page the element is on (its address, its storage), as the flows see it. */
  readonly page: Page;
  /** The member area's flows: fetched as the element connects (the dashboard's data comes with them). */
  readonly account: ModuleSlot<FlowsChunk<AccountFlows, AccountAnswer>>;
  /** The address book's: fetched with the pages other than the dashboard. */
  readonly address: ModuleSlot<FlowsChunk<AddressFlows, AccountAnswer>>;
  /** Account security's: fetched with its pages, when idle after the dashboard. */
  readonly security: ModuleSlot<FlowsChunk<SecurityFlows, AccountAnswer>>;
  /** The legacy merge's: fetched once the account has shown, to ask whether a merge is offered. */
  readonly merge: ModuleSlot<MergeChunk>;
}

/** What `<member-account>`'s React root is given: the element's, and its session. */
export interface AccountRootProps extends ElementRootProps {
  readonly session: AccountSession;
}

/** The member area's session, which `Account.tsx` puts in the element env of every view it renders. */
export function useAccountSession(): AccountSession {
  return useElementEnv().session as AccountSession;
}
