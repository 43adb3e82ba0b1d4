/**
 * Devices (`#/devices`): every browser signed in to the account, this one marked: the name the
 * member gave it (Rename: an inline form), its browser and system ("Chrome on Android", in the
 * member's language), when it signed in and when it was last active; Sign out one, or Sign out all
 * other devices. The service asks for a verification first (the dialog opens by itself), and tells
 * the member of it on every address. Once a device is signed out the focus goes to the next device
 * in the list (the list's heading when none follows), never to the page's body. Below: the
 * account's recent logins (LoginActivity.tsx).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { DeviceSession } from '../../../kernel/contract/security.ts';
import { AlertDialog } from '../../../ui/controls/AlertDialog.tsx';
import { useElementEnv } from '../../../ui/ElementEnv.ts';
import { useAccountText } from '../../common/accountText.ts';
import { useSecurityAction } from '../../run/flowHooks.ts';
import { deviceKind } from './deviceKind.ts';
import { DeviceRename } from './DeviceRename.tsx';
import { LoginActivity } from './LoginActivity.tsx';
import { SecurityFrame } from './SecurityFrame.tsx';

export function Devices() {
  const t = useAccountText();
  return (
    <SecurityFrame title={t('devices.title')}>
      {(security) => (
        <>
          <DeviceList devices={security.devices} />
          <LoginActivity logins={security.logins ?? []} />
        </>
      )}
    </SecurityFrame>
  );
}

/** Where the focus goes once the devices change: after a sign-out (the device, or all others), or back to a Rename. */
type FocusAfter = { readonly signedOut: string | 'others'; readonly index: number } | { readonly renamed: string };

function DeviceList({ devices }: { devices: readonly DeviceSession[] }) {
  const t = useAccountText();
  const { language } = useElementEnv();
  const run = useSecurityAction();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  // Which sign-out waits for the member's yes: one device's id, or `others`.
  const [confirming, setConfirming] = useState<{ readonly id?: string; readonly label: string }>();
  const [renaming, setRenaming] = useState<string>();
  const [focusAfter, setFocusAfter] = useState<FocusAfter>();
  const when = (at: number) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const others = devices.filter((device) => !device.current);
  const titleOf = (device: DeviceSession) => device.name ?? deviceKind(t, device);

  useEffect(() => {
    if (!focusAfter) return;
    if ('renamed' in focusAfter) {
      renameButtons.current.get(focusAfter.renamed)?.focus();
      setFocusAfter(undefined);
      return;
    }
    const { signedOut, index } = focusAfter;
    const gone = signedOut === 'others' ? others.length === 0 : !devices.some((device) => device.id === signedOut);
    if (!gone) return;
    setFocusAfter(undefined);
    const next = signedOut === 'others' ? undefined : devices[index];
    (next ? cards.current.get(next.id) : heading.current)?.focus();
  }, [devices, focusAfter, others.length]);

  const signOut = (id: string | undefined) => {
    setConfirming(undefined);
    setFocusAfter({ signedOut: id ?? 'others', index: devices.findIndex((device) => device.id === id) });
    void run('signOutDevices', id);
  };
  return (
    <>
      <h2 id={headingId} part="card-title section-title" tabIndex={-1} ref={heading}>
        {t('devices.listTitle')}
      </h2>
      <ul part="addresses devices" aria-labelledby={headingId}>
        {devices.map((device) => {
          const titleId = `${headingId}-${device.id}`;
          return (
            <li
              key={device.id}
              part="card device"
              tabIndex={-1}
              aria-labelledby={titleId}
              ref={(card) => {
                if (card) cards.current.set(device.id, card);
                else cards.current.delete(device.id);
              }}
            >
              <p part="card-title" id={titleId}>
                {titleOf(device)} {device.current ? <span part="badge">{t('devices.current')}</span> : null}
              </p>
              {device.name ? <p part="text device-kind">{deviceKind(t, device)}</p> : null}
              <p part="text">{t('devices.signedIn', { date: when(device.createdAt) })}</p>
              <p part="text">{t('devices.lastActive', { date: when(device.lastSeenAt) })}</p>
              {renaming === device.id ? (
                <DeviceRename
                  device={device}
                  onDone={() => {
                    setRenaming(undefined);
                    setFocusAfter({ renamed: device.id });
                  }}
                />
              ) : (
                <div part="buttons">
                  <button
                    type="button"
                    part="button button-secondary"
                    aria-describedby={titleId}
                    ref={(button) => {
                      if (button) renameButtons.current.set(device.id, button);
                      else renameButtons.current.delete(device.id);
                    }}
                    onClick={() => setRenaming(device.id)}
                  >
                    {t('devices.rename')}
                  </button>
                  {device.current ? null : (
                    <button
                      type="button"
                      part="button button-secondary"
                      aria-describedby={titleId}
                      onClick={() => setConfirming({ id: device.id, label: titleOf(device) })}
                    >
                      {t('devices.signOut')}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
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
