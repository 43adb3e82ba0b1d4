import { useAtomValue, useSetAtom } from './atomHooks.ts';
import { useLayoutEffect } from 'react';
import { dismissToastAtom, TOAST_DURATION_MS, toastsAtom, type Toast } from '../state/atoms.ts';
import { useElementEnv } from './ElementEnv.ts';

/**
 * The toasts, announced to screen readers; each hides after TOAST_DURATION_MS. The region is the
 * dialog's first child: it hangs from the top edge (styles.ts), clear of every control.
 */
export function Toasts() {
  const { t } = useElementEnv();
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
  // Started in the commit that shows the toast, so its 3 seconds count from when it appears (a
  // passive effect may start it later, after the browser has painted it).
  useLayoutEffect(() => {
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
