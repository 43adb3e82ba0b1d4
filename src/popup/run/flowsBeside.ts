/**
 * The popup's flows with a journey's own flows beside them, for the journeys whose code is a chunk
 * of their own (the e-mail sign-up, the password reset, the QR login): a password login never
 * downloads their flows. The element's flows chunk (`elementFlows.ts`: the context, the signal,
 * carrying answers out) and the journey's flows are fetched together, and run as one set of flows
 * by `useElementAction` and `useLoadedFlows` (`ui/actions.ts`).
 */
import type { Next } from '../../flows/steps.ts';
import type { FlowsChunk } from '../../ui/actions.ts';
import { moduleSlot, type ModuleSlot } from '../../ui/loadedModules.ts';
import type { Flows } from './flowHooks.ts';

export type FlowsBeside<F> = FlowsChunk<Flows & F, Next>;

/** A slot of the popup's flows and the flows `journey` gives (a module already here, or its import). */
export function flowsBeside<F extends object>(journey: () => Promise<F>): ModuleSlot<FlowsBeside<F>> {
  return moduleSlot(() =>
    Promise.all([import('./elementFlows.ts'), journey()]).then(([chunk, flows]) => ({
      elementFlows: chunk.elementFlows,
      anySignal: chunk.anySignal,
      asMemberError: chunk.asMemberError,
      reportCause: chunk.reportCause,
      isGeneric: chunk.isGeneric,
      flows: { ...chunk.flows, ...flows },
    })),
  );
}
