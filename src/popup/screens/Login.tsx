/**
 * The Login screen: password and phone-code tabs, the QR switch, a passkey, the third-party row and
 * the sign-up hint. Until the shopper picks a tab it opens on the way they logged in last on this
 * site (the QR code included).
 *
 * Passkeys (issue 34), where the browser has WebAuthn: once Login is on screen, a quiet request
 * lists the shopper's passkeys in the login field's autofill (`username webauthn`; its flow fetches
 * the WebAuthn library, so the button's prompt never waits for it). "Sign in with a passkey" opens
 * the browser's prompt, which takes the autofill request's place (a browser holds one ceremony at a
 * time); the autofill starts again once the prompt is over.
 */
import { useAtom, useSetAtom } from '../../ui/atomHooks.ts';
import { useEffect, useLayoutEffect, useState } from 'react';
import { lastLoginMethod } from '../../flows/loginMethod.ts';
import { navigateAtom } from '../../state/atoms.ts';
import { useAction, usePage } from '../run/flowHooks.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { QrIcon } from '../../ui/controls/icons.tsx';
import { SwitchButton } from '../ui/SwitchButton.tsx';
import { Tabs } from '../../ui/controls/Tabs.tsx';
import { ThirdPartyRow } from '../ui/ThirdPartyRow.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';
import { useOnScreen } from '../../ui/onScreen.ts';
import { useLoadedModule } from '../../ui/loadedModules.ts';
import { codeLoginModule } from './codeLoginModule.ts';
import { showToastAtom } from '../../state/atoms.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { passkeysSupported } from '../../security/passkeySupport.ts';
import { PasswordLogin } from './PasswordLogin.tsx';

export const LOGIN_TOOLTIP_DELAY_MS = 1500;

/** Where Login goes when the shopper logged in by QR code last: to Qrcode, once the popup shows. */
function ToQrcode() {
  const navigate = useSetAtom(navigateAtom);
  const setDraft = useSetAtom(loginDraftAtom);
  const onScreen = useOnScreen();
  useLayoutEffect(() => {
    if (!onScreen) return;
    // Once: the computer icon on Qrcode comes back here, to the password tab.
    setDraft((current) => ({ ...current, tab: 'password' }));
    navigate({ type: 'replace', route: { name: 'Qrcode' } });
  }, [onScreen, setDraft, navigate]);
  return null;
}

export default function Login() {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const page = usePage();
  const [draft, setDraft] = useAtom(loginDraftAtom);
  const [remembered] = useState(() => lastLoginMethod(page));
  const toQrcode = draft.tab === undefined && remembered === 'qr';
  const tab = draft.tab ?? (remembered === 'code' ? 'code' : 'password');
  const ref = useScreenFocus<HTMLDivElement>();
  const showToast = useSetAtom(showToastAtom);
  const CodeLogin = useLoadedModule(codeLoginModule, tab === 'code', () => showToast({ kind: 'error', text: t('error.network') }));
  const run = useAction();
  // The autofill's request lives as long as Login is on screen: a new `run` (the texts came) does not restart it.
  const latestRun = useLatest(run);
  const onScreen = useOnScreen();
  const [passkeys] = useState(passkeysSupported);
  // Counts the button's prompts: each one over, the autofill's request starts again.
  const [prompts, setPrompts] = useState(0);
  useEffect(() => {
    if (!onScreen || !passkeys || toQrcode) return undefined;
    void prompts;
    const autofill = new AbortController();
    void latestRun.current('loginWithPasskey', { autofill: true }, { background: autofill.signal });
    return () => autofill.abort();
  }, [onScreen, passkeys, toQrcode, prompts, latestRun]);
  if (toQrcode) return <ToQrcode />;

  return (
    <div part="screen screen-login" ref={ref}>
      <div part="screen-top">
        <SwitchButton
          icon={<QrIcon />}
          label={t('login.qrSwitch')}
          tooltip={t('login.qrTooltip')}
          tooltipDelayMs={LOGIN_TOOLTIP_DELAY_MS}
          onClick={() => navigate({ type: 'replace', route: { name: 'Qrcode' } })}
        />
      </div>
      <Tabs
        label={t('login.tabs')}
        tabs={[
          { value: 'password', label: t('login.tab.password') },
          { value: 'code', label: t('login.tab.code') },
        ]}
        selected={tab}
        onSelect={(selected) => setDraft((current) => ({ ...current, tab: selected }))}
      >
        {tab === 'password' ? <PasswordLogin /> : CodeLogin ? <CodeLogin /> : null}
      </Tabs>
      {passkeys ? (
        <button
          type="button"
          part="button button-secondary passkey-login"
          onClick={() => void run('loginWithPasskey', { autofill: false }).finally(() => setPrompts((count) => count + 1))}
        >
          {t('login.passkey')}
        </button>
      ) : null}
      <ThirdPartyRow />
      <p part="hint">
        {t('login.signupHint')}{' '}
        <button type="button" part="link" onClick={() => navigate({ type: 'push', route: { name: 'Registry' } })}>
          {t('login.signup')}
        </button>
      </p>
    </div>
  );
}
