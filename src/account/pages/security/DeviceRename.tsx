/**
 * The inline form that names a device ("Mum's phone"), on the shared `NameForm`: at most
 * `DEVICE_NAME_MAX` characters. Saved, the devices page shows the new name and the member is told.
 */
import { DEVICE_NAME_MAX, type DeviceSession } from '../../../kernel/contract/security.ts';
import { securityAtom } from '../../../state/account.ts';
import { showToastAtom } from '../../../state/atoms.ts';
import { useSetAtom } from '../../../ui/atomHooks.ts';
import { useAccountText } from '../../common/accountText.ts';
import { NameForm, useRenameSave } from './NameForm.tsx';

export function DeviceRename({ device, onDone }: { device: DeviceSession; onDone: (saved: boolean) => void }) {
  const t = useAccountText();
  const setSecurity = useSetAtom(securityAtom);
  const showToast = useSetAtom(showToastAtom);
  const save = useRenameSave(
    ({ flows, context }, name) => flows.renameDevice(context, { id: device.id, name }, new AbortController().signal),
    (security) => {
      setSecurity(security);
      showToast({ kind: 'success', text: t('devices.renamed') });
    },
  );
  const max = { max: String(DEVICE_NAME_MAX) };
  return (
    <NameForm
      initial={device.name ?? ''}
      max={DEVICE_NAME_MAX}
      texts={{ label: t('devices.nameLabel'), hint: t('devices.nameHint', max), tooLong: t('devices.nameTooLong', max), hidden: t('devices.nameHidden', max) }}
      save={save}
      onDone={onDone}
    />
  );
}
