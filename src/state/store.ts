/** One jotai store per element, keyed by the element so that moving it in the DOM keeps its state. */
import { createStore } from 'jotai/vanilla';
import { busyCountAtom } from './atoms.ts';

export type PopupStore = ReturnType<typeof createStore>;

const stores = new WeakMap<Element, PopupStore>();

export function storeFor(host: Element): PopupStore {
  let store = stores.get(host);
  if (!store) {
    store = createStore();
    stores.set(host, store);
  }
  return store;
}

/** Shows the busy indicator while `task` runs. */
export async function withBusy<T>(store: PopupStore, task: () => Promise<T>): Promise<T> {
  store.set(busyCountAtom, (count) => count + 1);
  try {
    return await task();
  } finally {
    store.set(busyCountAtom, (count) => count - 1);
  }
}
