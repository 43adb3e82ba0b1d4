/** The Login screen: password and phone-code tabs, the QR switch and the sign-up hint. */
import { useAtom, useSetAtom } from 'jotai/react';
import { navigateAtom } from '../../state/atoms.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { QrIcon } from '../ui/icons.tsx';
import { SwitchButton } from '../ui/SwitchButton.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { ThirdPartyRow } from '../ui/ThirdPartyRow.tsx';
import { CodeLogin } from './CodeLogin.tsx';
import { PasswordLogin } from './PasswordLogin.tsx';

export const LOGIN_TOOLTIP_DELAY_MS = 1500;

export default function Login() {
  const { t } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const [draft, setDraft] = useAtom(loginDraftAtom);
  return (
    <div part="screen screen-login">
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
        selected={draft.tab}
        onSelect={(tab) => setDraft((current) => ({ ...current, tab }))}
      >
        {draft.tab === 'password' ? <PasswordLogin /> : <CodeLogin />}
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
