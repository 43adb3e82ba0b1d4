/**
 * How the sign-up's screens run the e-mail flows (flows/emailSignup.ts): with the element's own
 * flows chunk (its context, signal and carrying out, `elementFlows.ts`) and the e-mail flows beside
 * it, which come with the sign-up's chunk rather than with every popup's flows.
 */
import * as EmailFlows from '../../flows/emailSignup.ts';
import type { Next } from '../../flows/steps.ts';
import { useElementAction, type FlowsChunk, type RunAction } from '../../ui/actions.ts';
import { moduleSlot } from '../../ui/loadedModules.ts';

type EmailFlowsChunk = FlowsChunk<typeof EmailFlows, Next>;

const emailFlowsModule = moduleSlot<EmailFlowsChunk>(() =>
  import('../elementFlows.ts').then((chunk) => ({
    flows: EmailFlows,
    elementFlows: chunk.elementFlows,
    anySignal: chunk.anySignal,
    asMemberError: chunk.asMemberError,
    reportCause: chunk.reportCause,
    isGeneric: chunk.isGeneric,
  })),
);

/** Runs one action of the e-mail sign-up; the flow answers where the journey goes next. */
export function useEmailAction(): RunAction<typeof EmailFlows, Next> {
  return useElementAction(emailFlowsModule);
}
