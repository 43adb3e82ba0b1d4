/**
 * The popup's flows with a journey's own flows beside them, for the journeys whose code is a chunk
 * of their own (the e-mail sign-up, the password reset, the QR login): a password login never
 * downloads their flows. The session's flows chunk (the context, the signal, carrying answers out)
 * and the journey's flows are fetched together, and run as one set of flows by `useElementAction`
 * and `useLoadedFlows` (`ui/actions.ts`).
 */
import type { Next } from '../../flows/steps.ts';
import type { FlowsChunk } from '../../ui/actions.ts';
import { moduleSlot, type ModuleSlot } from '../../ui/loadedModules.ts';
import type { Flows, PopupSession } from './popupSession.ts';

export type FlowsBeside<F> = FlowsChunk<Flows & F, Next>;

/**
 * The slot of a session's flows with the flows `journey` gives (a module already here, or its
 * import), one per session: `useElementAction(resetFlows(usePopupSession()))`.
 */
export function flowsBeside<F extends object>(journey: () => Promise<F>): (session: PopupSession) => ModuleSlot<FlowsBeside<F>> {
  const slots = new WeakMap<PopupSession, ModuleSlot<FlowsBeside<F>>>();
  return (session) => {
    let slot = slots.get(session);
    if (!slot) {
      slot = moduleSlot(() =>
        Promise.all([session.flows.load(), journey()]).then(([chunk, flows]) => ({
          elementFlows: chunk.elementFlows,
          anySignal: chunk.anySignal,
          asMemberError: chunk.asMemberError,
          reportCause: chunk.reportCause,
          isGeneric: chunk.isGeneric,
          flows: { ...chunk.flows, ...flows },
        })),
      );
      slots.set(session, slot);
    }
    return slot;
  };
}
