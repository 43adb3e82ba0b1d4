/**
 * The Login screen: password and phone-code tabs, the QR switch and the sign-up hint. Until the
 * shopper picks a tab it opens on the way they logged in last on this site (the QR code included).
 */
import { useAtom, useSetAtom } from '../../ui/atomHooks.ts';
import { useLayoutEffect, useState } from 'react';
import { lastLoginMethod } from '../../flows/loginMethod.ts';
import { navigateAtom } from '../../state/atoms.ts';
import { usePage } from '../flowHooks.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { QrIcon } from '../../ui/controls/icons.tsx';
import { SwitchButton } from '../ui/SwitchButton.tsx';
import { Tabs } from '../../ui/controls/Tabs.tsx';
import { ThirdPartyRow } from '../ui/ThirdPartyRow.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';
import { CodeLogin } from './CodeLogin.tsx';
import { PasswordLogin } from './PasswordLogin.tsx';

export const LOGIN_TOOLTIP_DELAY_MS = 1500;

export default function Login() {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const page = usePage();
  const [draft, setDraft] = useAtom(loginDraftAtom);
  const [remembered] = useState(() => lastLoginMethod(page));
  const toQrcode = draft.tab === undefined && remembered === 'qr';
  const tab = draft.tab ?? (remembered === 'code' ? 'code' : 'password');
  const ref = useScreenFocus<HTMLDivElement>();

  useLayoutEffect(() => {
    if (!toQrcode) return;
    // Once: the computer icon on Qrcode comes back here, to the password tab.
    setDraft((current) => ({ ...current, tab: 'password' }));
    navigate({ type: 'replace', route: { name: 'Qrcode' } });
  }, [toQrcode, setDraft, navigate]);
  if (toQrcode) return null;

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
        {tab === 'password' ? <PasswordLogin /> : <CodeLogin />}
      </Tabs>
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
