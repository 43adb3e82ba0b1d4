/**
 * How the popup's screens run its flows (the machinery is the elements' own, `ui/actions.ts`):
 * `useAction` runs one shopper's action and carries the flow's `Next` out; `useFlows` gives the
 * flows to a screen that calls the member api as it shows (the channels of the phone form, the QR
 * code). The flows are a chunk of the popup's session (`popupSession.ts`), fetched when the
 * browser is idle after the popup first shows (`Screen.tsx`), or by the first action. The journeys
 * whose flows come with their own chunk (the e-mail sign-up, the reset, the QR login) run them
 * beside these (flowsBeside.ts).
 */
import type { Page } from '../../flows/page.ts';
import type { Next } from '../../flows/steps.ts';
import { useChunkErrorToast, useElementAction, useLoadedFlows, type LoadedFlows, type RunAction } from '../../ui/actions.ts';
import { usePopupSession, type Flows } from './popupSession.ts';

export type { Flows };

/** Runs one action of the popup; the flow answers where the journey goes next. */
export function useAction(): RunAction<Flows, Next> {
  return useElementAction(usePopupSession().flows);
}

/** The flows once here, for a screen that calls the member api as it shows. */
export function useFlows(): LoadedFlows<Flows> | undefined {
  return useLoadedFlows(usePopupSession().flows);
}

/** Shows a failed call's message as an error toast, for failures that belong to no field. */
export function useErrorToast(): (error: unknown) => void {
  return useChunkErrorToast(usePopupSession().flows);
}

/** The page the flows see (location and storage), for what a screen reads of it as it renders (it comes with the session). */
export function usePage(): Page {
  return usePopupSession().page;
}
