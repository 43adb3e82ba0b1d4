/**
 * A dialog over the popup: a second modal `<dialog>`, so it is on top and the popup behind it is
 * inert. Escape and Cancel close it (so does the browser's Back, where the element gives the dialog
 * a history entry: `alertHistory.ts`); focus starts on the confirm button and returns afterwards.
 */
import { useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { trapTab } from '../focus.ts';
import { AlertHistoryContext } from './alertHistory.ts';
import { useLatest } from '../useLatest.ts';

export interface AlertDialogProps {
  readonly title?: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly cancelLabel?: string;
  /** Escape, or the Cancel button. */
  readonly onCancel: () => void;
}

export function AlertDialog({ title, children, confirmLabel, onConfirm, cancelLabel, onCancel }: AlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = dialog.getRootNode() instanceof ShadowRoot ? (dialog.getRootNode() as ShadowRoot).activeElement : null;
    if (!dialog.open) dialog.showModal();
    confirmRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const pushEntry = useContext(AlertHistoryContext);
  const latestCancel = useLatest(onCancel);
  useEffect(() => pushEntry?.(() => latestCancel.current()), [pushEntry, latestCancel]);
  return (
    <dialog
      ref={ref}
      part="alert"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={title ? `${id}-title` : `${id}-text`}
      aria-describedby={title ? `${id}-text` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        // Keys stay here: Escape must not reach the popup behind (it would close too), and Tab
        // wraps inside this dialog rather than the popup's.
        event.stopPropagation();
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        } else if (ref.current) {
          trapTab(event.nativeEvent, ref.current);
        }
      }}
    >
      {title ? (
        <h2 id={`${id}-title`} part="alert-title">
          {title}
        </h2>
      ) : null}
      <div id={`${id}-text`} part="alert-text">
        {children}
      </div>
      <div part="alert-buttons">
        {cancelLabel ? (
          <button type="button" part="button button-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        <button ref={confirmRef} type="button" part="button button-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
