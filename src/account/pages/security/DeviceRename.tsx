/**
 * The inline form that names a device ("Mum's phone"): one labelled field, Save and Cancel. The
 * name is checked as the service checks it (at most 40 characters as a reader counts them, no
 * hidden text) before it is sent; a refusal or a failed call is said under the field and nothing
 * typed is lost. The field has the focus when the form opens (the Rename it replaces is gone);
 * Escape or Cancel close it. Saved, the page shows the new name; either way the focus goes back to
 * the device's Rename.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEVICE_NAME_MAX, type DeviceSession } from '../../../kernel/contract/security.ts';
import { deviceNameProblem } from '../../../kernel/rules/deviceName.ts';
import { securityAtom } from '../../../state/account.ts';
import { showToastAtom } from '../../../state/atoms.ts';
import { useSetAtom } from '../../../ui/atomHooks.ts';
import { TextField } from '../../../ui/controls/TextField.tsx';
import { useAccountText } from '../../common/accountText.ts';
import { useSecurityFailureText, useSecurityFlows } from '../../run/flowHooks.ts';

export function DeviceRename({ device, onDone }: { device: DeviceSession; onDone: (saved: boolean) => void }) {
  const t = useAccountText();
  const loaded = useSecurityFlows();
  const failureText = useSecurityFailureText();
  const setSecurity = useSetAtom(securityAtom);
  const showToast = useSetAtom(showToastAtom);
  const [name, setName] = useState(device.name ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !loaded) return;
    const problem = deviceNameProblem(name);
    if (problem) {
      setError(t(problem === 'tooLong' ? 'devices.nameTooLong' : 'devices.nameHidden', { max: String(DEVICE_NAME_MAX) }));
      return;
    }
    setError(undefined);
    setBusy(true);
    loaded.flows.renameDevice(loaded.context, { id: device.id, name }, new AbortController().signal).then(
      (security) => {
        setSecurity(security);
        showToast({ kind: 'success', text: t('devices.renamed') });
        onDone(true);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failureText(failure)?.text ?? t('error.network'));
      },
    );
  };
  return (
    <form
      ref={form}
      part="form rename-form"
      aria-busy={busy}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDone(false);
      }}
    >
      <TextField
        label={t('devices.nameLabel')}
        name="device-name"
        autoComplete="off"
        enterKeyHint="done"
        value={name}
        onValue={setName}
        error={error}
        after={<p part="hint">{t('devices.nameHint', { max: String(DEVICE_NAME_MAX) })}</p>}
      />
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </button>
        <button type="submit" part="button button-primary" disabled={busy}>
          {t('account.save')}
        </button>
      </div>
    </form>
  );
}
