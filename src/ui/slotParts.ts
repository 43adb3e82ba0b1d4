/**
 * Slots made of other slots or of modules already here (see loadedModules.ts): apart from it, since
 * only the popup's chunk uses them and loadedModules.ts is part of the first download.
 */
import type { ModuleSlot } from './loadedModules.ts';

/** A slot for a module that is part of the importer's own chunk: here from the start. */
export function presentSlot<T>(module: T): ModuleSlot<T> {
  return { current: module, load: () => Promise.resolve(module) };
}

/** A slot for what `pick` takes out of the module of `slot`: fetched with it, kept as one value. */
export function slotPart<M, T>(slot: ModuleSlot<M>, pick: (module: M) => T): ModuleSlot<T> {
  let part: { readonly value: T } | undefined;
  const take = (module: M) => {
    part ??= { value: pick(module) };
    return part.value;
  };
  return {
    get current() {
      return slot.current === undefined ? undefined : take(slot.current);
    },
    load: () => slot.load().then(take),
  };
}
