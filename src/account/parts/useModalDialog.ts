/**
 * A dialog over the member area (the verification, the grocery-brand merge): shown as a modal while
 * it is mounted, so the page behind is inert; the focus starts on it, stays in it (Tab), and goes
 * back where it was when it closes (or to the page's heading, when the page moved on). Escape, the
 * browser's own cancel, and the browser's Back (which leaves the page under it as it is:
 * `../common/dialogHistory.ts`) are `onEscape`.
 */
import { useEffect, useLayoutEffect, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { trapTab } from '../../ui/focus.ts';
import { pushDialogEntry } from '../common/dialogHistory.ts';
import { useLatest } from '../../ui/useLatest.ts';

export interface ModalDialogHandlers {
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onEscape: () => void): ModalDialogHandlers {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const root = dialog.getRootNode();
    const opener = root instanceof ShadowRoot ? root.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      const back =
        opener instanceof HTMLElement && opener.isConnected ? opener : root instanceof ShadowRoot ? root.querySelector<HTMLElement>('[part~="page-title"]') : null;
      back?.focus();
    };
  }, [ref]);
  const latestEscape = useLatest(onEscape);
  useEffect(() => pushDialogEntry(() => latestEscape.current()), [latestEscape]);
  return {
    onCancel: (event) => {
      event.preventDefault();
      onEscape();
    },
    onKeyDown: (event) => {
      event.stopPropagation();
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
      } else if (ref.current) {
        trapTab(event.nativeEvent, ref.current);
      }
    },
  };
}
