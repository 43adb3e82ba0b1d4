/**
 * How ForgetPassword, Verify's reset step and ResetPassword run the reset's flows
 * (flows/passwordReset.ts): beside the popup's (see `flowsBeside`), from a chunk of their own that
 * comes with ResetPassword's, fetched when ForgetPassword shows (see screenModules.ts), or by the
 * reset's first action at the latest. A password login never downloads them.
 */
import type * as ResetFlows from '../../flows/passwordReset.ts';
import type { Next } from '../../flows/steps.ts';
import { useElementAction, type RunAction } from '../../ui/actions.ts';
import { flowsBeside, type FlowsBeside } from '../run/flowsBeside.ts';
import { usePopupSession } from '../run/popupSession.ts';

const resetFlows = flowsBeside(() => import('unit:resetFlows'));

/** Runs one action of the password reset; the flow answers where the journey goes next. */
export function useResetAction(): RunAction<FlowsBeside<typeof ResetFlows>['flows'], Next> {
  return useElementAction(resetFlows(usePopupSession()));
}
