/** Login by a code sent to the phone: the phone form, then Verify. */
import { useAtom } from '../../ui/atomHooks.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';

export function CodeLogin() {
  const [draft, setDraft] = useAtom(loginDraftAtom);
  return <PhoneCodeForm type="OTP_LOGIN" initialPhone={draft.phone} onPhone={(phone) => setDraft((current) => ({ ...current, phone }))} />;
}
