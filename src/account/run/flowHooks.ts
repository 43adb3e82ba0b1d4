/**
 * How the member area's pages run its flows (the machinery is the elements' own, `ui/actions.ts`):
 * `useAccountAction` runs one shopper's action and carries the flow's answer out
 * (`page/account/carryOutAccount.ts`); `useAccountFlows` gives the flows to a page that loads as it
 * shows. The flows are one chunk (`page/account/accountFlows.ts`, the page side's), fetched as soon
 * as the element renders through the slot it provides (`flowModules.ts`).
 */
import type { AccountAnswer } from '../../flows/account/answers.ts';
import { useElementAction, useFailureText, useLoadedFlows, type LoadedFlows, type RunAction } from '../../ui/actions.ts';
import { accountFlowsModule as flowsModule, addressFlowsModule, securityFlowsModule, type AccountFlows, type AddressFlows, type SecurityFlows } from './flowModules.ts';

export type { AccountFlows, AddressFlows, SecurityFlows };

export type AccountRunAction = RunAction<AccountFlows, AccountAnswer>;

export function useAccountAction(): AccountRunAction {
  return useElementAction(flowsModule);
}

export function useAccountFlows(): LoadedFlows<AccountFlows> | undefined {
  return useLoadedFlows(flowsModule);
}

/** `useAccountAction` for the address book's pages (its chunk comes with theirs, `pageHooks.ts`). */
export function useAddressAction(): RunAction<AddressFlows, AccountAnswer> {
  return useElementAction(addressFlowsModule);
}

/** `useAccountFlows` for the address book's pages. */
export function useAddressFlows(): LoadedFlows<AddressFlows> | undefined {
  return useLoadedFlows(addressFlowsModule);
}

/** `useAccountAction` for account security's pages and the verification. */
export function useSecurityAction(): RunAction<SecurityFlows, AccountAnswer> {
  return useElementAction(securityFlowsModule);
}

/** `useAccountFlows` for account security's pages and the verification. */
export function useSecurityFlows(): LoadedFlows<SecurityFlows> | undefined {
  return useLoadedFlows(securityFlowsModule);
}

/** A failed call's message, for a page that shows it in place (the verification); undefined when the shopper was already told. */
export function useSecurityFailureText(): (error: unknown) => { text: string; generic: boolean } | undefined {
  return useFailureText(securityFlowsModule);
}
