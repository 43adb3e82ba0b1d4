import { useAtomValue } from 'jotai/react';
import { busyCountAtom } from '../state/atoms.ts';
import { usePopupEnv } from './PopupEnv.ts';

/** The busy indicator: covers the popup while a task runs (see `withBusy`). */
export function Busy() {
  const { t } = usePopupEnv();
  const busy = useAtomValue(busyCountAtom) > 0;
  if (!busy) return null;
  return <BusyIndicator label={t('popup.loading')} />;
}

export function BusyIndicator({ label }: { label: string }) {
  return (
    <div part="busy" role="progressbar" aria-label={label}>
      <span part="spinner" aria-hidden="true" />
    </div>
  );
}
