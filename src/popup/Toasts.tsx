import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect } from 'react';
import { dismissToastAtom, TOAST_DURATION_MS, toastsAtom, type Toast } from '../state/atoms.ts';
import { usePopupEnv } from './PopupEnv.ts';

/** The toasts, announced to screen readers; each hides after TOAST_DURATION_MS. */
export function Toasts() {
  const { t } = usePopupEnv();
  const toasts = useAtomValue(toastsAtom);
  return (
    <div part="toasts" role="status" aria-live="polite" aria-label={t('popup.notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  // Rendered as a text node: server messages can never become markup.
  return (
    <div part={`toast toast-${toast.kind}`} dir="auto">
      {toast.text}
    </div>
  );
}
