/**
 * How the member area's pages run its flows (the machinery is the elements' own, `ui/actions.ts`):
 * `useAccountAction` runs one shopper's action and carries the flow's answer out
 * (`page/account/carryOutAccount.ts`); `useAccountFlows` gives the flows to a page that loads as it
 * shows. The flows are one chunk (`accountFlows.ts`), fetched as soon as the element renders.
 */
import type { AccountAnswer } from '../flows/account/answers.ts';
import { useChunkErrorToast, useElementAction, useFailureText, useLoadedFlows, type LoadedFlows, type RunAction } from '../ui/actions.ts';
import { moduleSlot } from '../ui/loadedModules.ts';
import type * as AccountFlowsModule from './accountFlows.ts';
import type * as SecurityFlowsModule from './securityFlows.ts';

export type AccountFlows = typeof AccountFlowsModule.flows;
export type SecurityFlows = typeof SecurityFlowsModule.flows;

const flowsModule = moduleSlot<typeof AccountFlowsModule>(() => import('./accountFlows.ts'));
/** Account security's flows: the member area's and its own, one chunk fetched with its pages. */
const securityFlowsModule = moduleSlot<typeof SecurityFlowsModule>(() => import('./securityFlows.ts'));

/** Fetches the member area's flows (at once: the member area shows the member's data as it opens). */
export function prefetchAccountFlows(): void {
  flowsModule.load().catch(() => undefined);
}

export type AccountRunAction = RunAction<AccountFlows, AccountAnswer>;

export function useAccountAction(): AccountRunAction {
  return useElementAction(flowsModule);
}

export function useAccountFlows(): LoadedFlows<AccountFlows> | undefined {
  return useLoadedFlows(flowsModule);
}

export function useAccountErrorToast(): (error: unknown) => void {
  return useChunkErrorToast(flowsModule);
}

/** Fetches account security's flows (with its pages, while the browser is idle). */
export function prefetchSecurityFlows(): void {
  securityFlowsModule.load().catch(() => undefined);
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
