/**
 * A module slot (loadedModules.ts) whose import the page side names. A file of its own: esbuild
 * lays out files, not functions, and the popup's first download, which holds loadedModules.ts,
 * does not carry this.
 */
import { moduleSlot, type ModuleSlot } from './loadedModules.ts';

/** A module slot whose import the page side names (`provide`), for a chunk a view may not import. */
export interface ProvidedSlot<T> extends ModuleSlot<T> {
  /** Names the module's import; the element's composition root (src/page/) calls it before it renders. */
  provide(importer: () => Promise<T>): void;
}

/**
 * A slot that views hold and load like any other, whose module the page side gives: the element's
 * wiring (its flows' chunk: context, client, carrying answers out) lives on the page side, and the
 * views receive it through the slot without importing it.
 */
export function providedSlot<T>(): ProvidedSlot<T> {
  let importer: (() => Promise<T>) | undefined;
  const slot = moduleSlot(() => importer?.() ?? Promise.reject(new Error('not provided')));
  return Object.assign(slot, {
    provide(given: () => Promise<T>): void {
      importer = given;
    },
  });
}
