/**
 * The four React bindings of jotai the popup uses, over `useSyncExternalStore`, with the element's
 * store given by `Provider` (or `{ store }`). jotai/react (2.2 KB minified, on the way to Login)
 * also serves async atoms, delayed reads and a default store, none of which the popup has: its
 * atoms are synchronous and every store is an element's (`storeFor`).
 */
import type { Atom, WritableAtom } from 'jotai/vanilla';
import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PopupStore } from '../state/store.ts';

interface StoreOption {
  /** The store to use instead of the Provider's. */
  readonly store?: PopupStore;
}

const StoreContext = createContext<PopupStore | undefined>(undefined);

/** Gives the popup's components the element's store. */
export function Provider({ store, children }: { readonly store: PopupStore; readonly children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

function useStore(options: StoreOption | undefined): PopupStore {
  const provided = useContext(StoreContext);
  const store = options?.store ?? provided;
  if (!store) throw new Error('member-login-popup: an atom is read outside the popup (no store)');
  return store;
}

/** The atom's value; the component renders again when it changes. */
export function useAtomValue<Value>(atom: Atom<Value>, options?: StoreOption): Value {
  const store = useStore(options);
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  // jotai's store gives the same value again while nothing it reads changed, as useSyncExternalStore needs.
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Writes the atom (its write function, for a derived one). */
export function useSetAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>, options?: StoreOption): (...args: Args) => Result {
  const store = useStore(options);
  return useCallback((...args: Args) => store.set(atom, ...args), [store, atom]);
}

export function useAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>, options?: StoreOption): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom, options), useSetAtom(atom, options)];
}
