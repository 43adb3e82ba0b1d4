import { useAtomValue } from './atomHooks.ts';
import { useEffect, useState } from 'react';
import { busyCountAtom } from '../state/atoms.ts';
import { cancelAction, cancellableAtom } from './actions.ts';
import { useElementEnv } from './ElementEnv.ts';

/** After this long a request counts as slow: the popup says it is still working and offers Cancel. */
export const SLOW_ACTION_MS = 3000;

/**
 * The busy indicator: covers the popup while a task runs (see `withBusy`). A slow action gets a
 * message and a Cancel button, which aborts its request and keeps what was typed.
 */
export function Busy() {
  const { t, store } = useElementEnv();
  const busy = useAtomValue(busyCountAtom) > 0;
  const cancellable = useAtomValue(cancellableAtom);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_ACTION_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!busy) return null;
  return (
    <>
      <BusyIndicator label={t('popup.loading')} />
      <div part="busy-slow">
        {/* Present from the start, so that its text is announced when it comes. */}
        <p part="busy-message" role="status">
          {slow ? t('popup.stillWorking') : ''}
        </p>
        {slow && cancellable ? (
          <button type="button" part="button button-secondary busy-cancel" onClick={() => cancelAction(store)}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}

export function BusyIndicator({ label }: { label: string }) {
  return (
    <div part="busy" role="progressbar" aria-label={label}>
      <span part="spinner" aria-hidden="true" />
    </div>
  );
}
