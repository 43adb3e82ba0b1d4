/**
 * How the member area's pages run its flows (the machinery is the elements' own, `ui/actions.ts`):
 * `useAccountAction` runs one shopper's action and carries the flow's answer out (the page side's
 * `carryOutAccount.ts`); `useAccountFlows` gives the flows to a page that loads as it shows. The
 * flows are chunks of the element's session (`accountSession.ts`): the member area's is fetched as
 * soon as the element connects, the address book's and account security's with their pages.
 */
import type { AccountAnswer } from '../../flows/account/answers.ts';
import { useElementAction, useFailureText, useLoadedFlows, type LoadedFlows, type RunAction } from '../../ui/actions.ts';
import { useAccountSession, type AccountFlows, type AddressFlows, type SecurityFlows } from './accountSession.ts';

export type { AccountFlows, AddressFlows, SecurityFlows };

export type AccountRunAction = RunAction<AccountFlows, AccountAnswer>;

export function useAccountAction(): AccountRunAction {
  return useElementAction(useAccountSession().account);
}

export function useAccountFlows(): LoadedFlows<AccountFlows> | undefined {
  return useLoadedFlows(useAccountSession().account);
}

/** A failed call's message, for a page that shows it in place (orders, the pickers). */
export function useAccountFailureText(): (error: unknown) => { text: string; generic: boolean } | undefined {
  return useFailureText(useAccountSession().account);
}

/** `useAccountAction` for the address book's pages (its chunk comes with theirs, `pageHooks.ts`). */
export function useAddressAction(): RunAction<AddressFlows, AccountAnswer> {
  return useElementAction(useAccountSession().address);
}

/** `useAccountFlows` for the address book's pages. */
export function useAddressFlows(): LoadedFlows<AddressFlows> | undefined {
  return useLoadedFlows(useAccountSession().address);
}

/** `useAccountAction` for account security's pages and the verification. */
export type SecurityRunAction = RunAction<SecurityFlows, AccountAnswer>;

export function useSecurityAction(): SecurityRunAction {
  return useElementAction(useAccountSession().security);
}

/** `useAccountFlows` for account security's pages and the verification. */
export function useSecurityFlows(): LoadedFlows<SecurityFlows> | undefined {
  return useLoadedFlows(useAccountSession().security);
}

/** A failed call's message, for a page that shows it in place (the verification); undefined when the shopper was already told. */
export function useSecurityFailureText(): (error: unknown) => { text: string; generic: boolean } | undefined {
  return useFailureText(useAccountSession().security);
}
