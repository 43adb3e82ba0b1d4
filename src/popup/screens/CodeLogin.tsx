/**
 * Login by a code sent to the phone: the phone form, then Verify. It comes with the later screens:
 * when it arrives after Login showed (the popup opened on this tab before it was here), it puts the
 * focus on the phone, as Login would have.
 */
import { useEffect } from 'react';
import { useAtom } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { focusScreen } from '../../ui/focus.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';
import { verifyModule } from './verifyModule.ts';

export function CodeLogin() {
  const [draft, setDraft] = useAtom(loginDraftAtom);
  const { host } = useElementEnv();
  useEffect(() => {
    const screen = host.shadowRoot?.querySelector('dialog[open] [part~="screen-login"], [part~="page"] [part~="screen-login"]');
    if (screen) focusScreen(screen);
    // The code goes to Verify: fetched while the shopper types the number (tried again when it shows).
    verifyModule.load().catch(() => undefined);
  }, [host]);
  return <PhoneCodeForm type="OTP_LOGIN" initialPhone={draft.phone} onPhone={(phone) => setDraft((current) => ({ ...current, phone }))} />;
}
