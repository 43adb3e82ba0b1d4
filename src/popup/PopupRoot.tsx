/**
 * The React root that r2wc mounts in the element's shadow root. It is part of the first download,
 * so it stays small: the popup's UI is a separate chunk, loaded when the popup first opens (or
 * earlier, when the browser is idle; see `preloadPopup`).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { popupAtom } from '../state/atoms.ts';
import { storeFor, type PopupStore } from '../state/store.ts';

const loadPopup = () => import('./Popup.tsx');
const Popup = lazy(loadPopup);

/** Fetches the popup's code, and the Login screen's, ahead of the first click. */
export function preloadPopup(): void {
  // Loading again on open reports a failure.
  void loadPopup()
    .then((popup) => popup.preloadScreen('Login'))
    .catch(() => undefined);
}

export interface PopupRootProps {
  /** The shadow root r2wc renders into (typed by r2wc as an element). */
  readonly container?: HTMLElement;
}

export function PopupRoot({ container }: PopupRootProps) {
  const root: Node | undefined = container;
  if (!(root instanceof ShadowRoot) || !(root.host instanceof HTMLElement)) return null;
  return <PopupWhenOpened host={root.host} store={storeFor(root.host)} />;
}

function PopupWhenOpened({ host, store }: { host: HTMLElement; store: PopupStore }) {
  const open = useSyncExternalStore(
    (onChange) => store.sub(popupAtom, onChange),
    () => store.get(popupAtom).open,
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Popup host={host} store={store} />
    </Suspense>
  );
}
