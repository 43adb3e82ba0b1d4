/** What a page shows while it loads what it shows, and when that failed (the reason and Try again). */
import { useAccountText } from '../accountText.ts';

export function Loading() {
  const t = useAccountText();
  return (
    <p part="text loading" role="status">
      {t('account.loading')}
    </p>
  );
}

export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useAccountText();
  return (
    <div part="empty" role="alert">
      <p part="text">
        {t('account.loadFailed')} {message}
      </p>
      <button type="button" part="button button-primary" onClick={retry}>
        {t('account.retry')}
      </button>
    </div>
  );
}
