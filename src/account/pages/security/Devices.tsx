/**
 * Devices (`#/devices`): every browser signed in to the account, this one marked, when it signed in
 * and when it was last active; Sign out one, or Sign out all other devices. The service asks for a
 * verification first (the dialog opens by itself), and tells the member of it on every address.
 */
import { useState } from 'react';
import type { DeviceSession } from '../../../contract/security.ts';
import { AlertDialog } from '../../../ui/controls/AlertDialog.tsx';
import { useElementEnv } from '../../../ui/ElementEnv.ts';
import { useAccountText } from '../../accountText.ts';
import { useSecurityAction } from '../../flowHooks.ts';
import { SecurityFrame } from './SecurityFrame.tsx';

export function Devices() {
  const t = useAccountText();
  return <SecurityFrame title={t('devices.title')}>{(security) => <DeviceList devices={security.devices} />}</SecurityFrame>;
}

function DeviceList({ devices }: { devices: readonly DeviceSession[] }) {
  const t = useAccountText();
  const { language } = useElementEnv();
  const run = useSecurityAction();
  // Which sign-out waits for the member's yes: one device's id, or `others`.
  const [confirming, setConfirming] = useState<{ readonly id?: string; readonly label: string }>();
  const when = (at: number) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const others = devices.filter((device) => !device.current);
  const signOut = (id: string | undefined) => {
    setConfirming(undefined);
    void run((flows, context, signal) => flows.signOutDevices(context, id, signal));
  };
  return (
    <>
      <ul part="addresses devices">
        {devices.map((device) => (
          <li key={device.id} part="card device">
            <p part="card-title">
              {device.label} {device.current ? <span part="badge">{t('devices.current')}</span> : null}
            </p>
            <p part="text">{t('devices.signedIn', { date: when(device.createdAt) })}</p>
            <p part="text">{t('devices.lastActive', { date: when(device.lastSeenAt) })}</p>
            {device.current ? null : (
              <div part="buttons">
                <button type="button" part="button button-secondary" onClick={() => setConfirming({ id: device.id, label: device.label })}>
                  {t('devices.signOut')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div part="buttons">
          <button type="button" part="button button-primary" onClick={() => setConfirming({ label: t('devices.allOthers') })}>
            {t('devices.signOutOthers')}
          </button>
        </div>
      ) : (
        <p part="text">{t('devices.onlyThis')}</p>
      )}
      {confirming ? (
        <AlertDialog
          title={t('devices.confirmTitle')}
          confirmLabel={t('devices.signOut')}
          onConfirm={() => signOut(confirming.id)}
          cancelLabel={t('common.cancel')}
          onCancel={() => setConfirming(undefined)}
        >
          {t('devices.confirm', { device: confirming.label })}
        </AlertDialog>
      ) : null}
    </>
  );
}
