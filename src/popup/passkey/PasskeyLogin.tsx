/**
 * Login's passkey parts (issue 34), a unit of their own fetched as Login renders (hidden, when the
 * browser is idle after the load event), never on the click: "Sign in with a passkey" (the
 * browser's prompt) and, where the browser offers passkeys in a login field's autofill, a quiet
 * request started once Login is on screen, so that the login field (`username webauthn`) lists the
 * shopper's passkeys without a prompt. A browser holds one ceremony at a time: the button's prompt
 * cancels the autofill's request, and the autofill starts again once the prompt is over. Login
 * renders it only where the browser has WebAuthn (`passkeysSupported`), and keeps its place until
 * the unit is here.
 */
import { useEffect, useState } from 'react';
import * as PasskeyFlows from '../../flows/passkeyLogin.ts';
import { passkeyAutofillAvailable } from '../../security/passkeys.ts';
import { useElementAction } from '../../ui/actions.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useOnScreen } from '../../ui/onScreen.ts';
import { flowsBeside } from '../run/flowsBeside.ts';
import { usePopupSession } from '../run/popupSession.ts';

const passkeyFlows = flowsBeside(() => Promise.resolve(PasskeyFlows));

export default function PasskeyLogin() {
  const { t } = useElementEnv();
  const run = useElementAction(passkeyFlows(usePopupSession()));
  const onScreen = useOnScreen();
  // Counts the button's prompts: each one over, the autofill's request starts again.
  const [prompts, setPrompts] = useState(0);

  useEffect(() => {
    if (!onScreen) return undefined;
    void prompts;
    const controller = new AbortController();
    void passkeyAutofillAvailable().then((available) => {
      if (available && !controller.signal.aborted) void run('loginWithPasskey', { autofill: true }, { background: controller.signal, quiet: true });
    });
    return () => controller.abort();
  }, [onScreen, prompts, run]);

  const prompt = () => {
    void run('loginWithPasskey', { autofill: false }).finally(() => setPrompts((count) => count + 1));
  };
  return (
    <button type="button" part="button button-secondary passkey-login" onClick={prompt}>
      {t('login.passkey')}
    </button>
  );
}
