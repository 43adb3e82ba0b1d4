/**
 * How the member area's pages run its flows (the machinery is the elements' own, `ui/actions.ts`):
 * `useAccountAction` runs one shopper's action and carries the flow's answer out
 * (`page/account/carryOutAccount.ts`); `useAccountFlows` gives the flows to a page that loads as it
 * shows. The flows are one chunk (`accountFlows.ts`), fetched as soon as the element renders
 * (`flowModules.ts`).
 */
import type { AccountAnswer } from '../../flows/account/answers.ts';
import { useElementAction, useFailureText, useLoadedFlows, type LoadedFlows, type RunAction } from '../../ui/actions.ts';
import type * as AccountFlowsModule from './accountFlows.ts';
import { accountFlowsModule as flowsModule, addressFlowsModule, securityFlowsModule } from './flowModules.ts';
import type * as AddressFlowsModule from './addressFlows.ts';
import type * as SecurityFlowsModule from './securityFlows.ts';

export type AccountFlows = typeof AccountFlowsModule.flows;
export type AddressFlows = typeof AddressFlowsModule.flows;
export type SecurityFlows = typeof SecurityFlowsModule.flows;

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
export type SecurityRunAction = RunAction<SecurityFlows, AccountAnswer>;

export function useSecurityAction(): SecurityRunAction {
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
