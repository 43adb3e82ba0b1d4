/**
 * The member area's chunks of flows, as module slots: the member area's (fetched as soon as the
 * element renders), the address book's (fetched with the pages) and account security's (fetched
 * with its pages). The chunks are the page side's, the element's composition root
 * (`page/account/accountFlows.ts`, `addressFlows.ts`, `securityFlows.ts`), which provides them to
 * these slots as the element connects (`page/account/earlyAccount.ts`): the views load them and
 * never import them. Apart from the hooks that run them (`flowHooks.ts`), so that the element's
 * first download, which starts the fetch, does not carry the action machinery (`ui/actions.ts`).
 */
import type { AccountAnswer } from '../../flows/account/answers.ts';
import type * as addressBook from '../../flows/account/addressBook.ts';
import type * as memberArea from '../../flows/account/memberArea.ts';
import type * as security from '../../flows/account/security.ts';
import type { PopupStore } from '../../state/store.ts';
import type { FlowsChunk } from '../../ui/actions.ts';
import { providedSlot } from '../../ui/providedSlot.ts';

/** The flows of the dashboard and of the pages but the address book's and account security's, by name. */
export type AccountFlows = typeof memberArea;
/** The address book's flows beside the member area's. */
export type AddressFlows = AccountFlows & typeof addressBook;
/** Account security's flows beside the member area's. */
export type SecurityFlows = AccountFlows & typeof security;

/** The member area's chunk: its flows, and the member's account's call started as the element connects (`page/account/earlyAccount.ts`). */
export interface AccountFlowsChunk extends FlowsChunk<AccountFlows, AccountAnswer> {
  startAccountLoad(host: HTMLElement, store: PopupStore): void;
}

export const accountFlowsModule = providedSlot<AccountFlowsChunk>();
/** The address book's flows: the member area's and its own, one chunk fetched with the pages' (`pageHooks.ts`). */
export const addressFlowsModule = providedSlot<FlowsChunk<AddressFlows, AccountAnswer>>();
/** Account security's flows: the member area's and its own, one chunk fetched with its pages. */
export const securityFlowsModule = providedSlot<FlowsChunk<SecurityFlows, AccountAnswer>>();

/** Fetches the member area's flows (at once: the member area shows the member's data as it opens). */
export function prefetchAccountFlows(): void {
  accountFlowsModule.load().catch(() => undefined);
}

/** Fetches account security's flows (with its pages, while the browser is idle). */
export function prefetchSecurityFlows(): void {
  securityFlowsModule.load().catch(() => undefined);
}
