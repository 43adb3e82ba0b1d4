/** Login by a code sent to the phone: the phone form, then Verify. */
import { useAtom, useSetAtom } from '../atomHooks.ts';
import { navigateAtom } from '../../state/atoms.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';

export function CodeLogin() {
  const navigate = useSetAtom(navigateAtom);
  const [draft, setDraft] = useAtom(loginDraftAtom);
  return (
    <PhoneCodeForm
      type="OTP_LOGIN"
      initialPhone={draft.phone}
      onPhone={(phone) => setDraft((current) => ({ ...current, phone }))}
      onSent={(sent) => navigate({ type: 'push', route: { name: 'Verify', params: { ...sent } } })}
    />
  );
}
