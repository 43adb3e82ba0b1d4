/**
 * How the sign-up's screens run the e-mail flows (flows/emailSignup.ts): beside the element's own
 * flows (see `flowsBeside`), they come with the sign-up's chunk rather than with every popup's flows.
 */
import * as EmailFlows from '../../flows/emailSignup.ts';
import { useElementAction, type RunAction } from '../../ui/actions.ts';
import { flowsBeside, type FlowsBeside } from '../run/flowsBeside.ts';
import { usePopupSession } from '../run/popupSession.ts';
import type { Next } from '../../flows/steps.ts';

const emailFlows = flowsBeside(() => Promise.resolve(EmailFlows));

/** Runs one action of the e-mail sign-up; the flow answers where the journey goes next. */
export function useEmailAction(): RunAction<FlowsBeside<typeof EmailFlows>['flows'], Next> {
  return useElementAction(emailFlows(usePopupSession()));
}
