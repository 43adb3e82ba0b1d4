/**
 * How the popup's screens run its flows (the machinery is the elements' own, `ui/actions.ts`):
 * `useAction` runs one shopper's action and carries the flow's `Next` out; `useFlows` gives the
 * flows to a screen that calls the member api as it shows (the channels of the phone form, the QR
 * code). The flows are one chunk (`elementFlows.ts`), fetched when the browser is idle after the
 * popup first shows (`prefetchFlows`), or by the first action. The journeys whose flows come with
 * their own chunk (the e-mail sign-up, the reset, the QR login) run them beside these (flowsBeside.ts).
 */
import type { FacebookConfig } from '../../kernel/config/thirdParty.ts';
import type { Page } from '../../flows/page.ts';
import type { Next } from '../../flows/steps.ts';
import { facebookAccessToken, loadFacebookSdk } from '../../socialLogin/facebookSdk.ts';
import { useChunkErrorToast, useElementAction, useLoadedFlows, type LoadedFlows, type RunAction } from '../../ui/actions.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { moduleSlot } from '../../ui/loadedModules.ts';
import type * as ElementFlowsModule from './elementFlows.ts';

/** The flows, as a screen calls them: `run('loginWithPassword', …)`. */
export type Flows = typeof ElementFlowsModule.flows;

const flowsModule = moduleSlot<typeof ElementFlowsModule>(() => import('./elementFlows.ts'));

/** Fetches the flows' chunk (after the first show, when the browser is idle). A failure is tried again by the next action. */
export function prefetchFlows(): void {
  flowsModule.load().catch(() => undefined);
}

/** Runs one action of the popup; the flow answers where the journey goes next. */
export function useAction(): RunAction<Flows, Next> {
  return useElementAction(flowsModule);
}

/** The flows once here, for a screen that calls the member api as it shows. */
export function useFlows(): LoadedFlows<Flows> | undefined {
  return useLoadedFlows(flowsModule);
}

/** Shows a failed call's message as an error toast, for failures that belong to no field. */
export function useErrorToast(): (error: unknown) => void {
  return useChunkErrorToast(flowsModule);
}

/**
 * Starts the Facebook SDK's login in the shopper's click, before the flows' chunk may have come:
 * a browser may refuse a window opened later (WebKit allows about a second). The flow takes the
 * answer (`run('loginWithFacebook', { started, bizScene })`); the promise never rejects unseen.
 */
export function startFacebookLogin(facebook: FacebookConfig): Promise<string | undefined> {
  const started = loadFacebookSdk(facebook).then(facebookAccessToken);
  started.catch(() => undefined); // The flow reports it, unless the action never ran (busy).
  return started;
}

/** The page the flows see (location and storage), for what a screen reads of it as it renders (handed down by the element, `ElementEnv`). */
export function usePage(): Page {
  return useElementEnv().page;
}
