/**
 * Password login: login name and password with the spec's rules, the forgot-password link, and a
 * login button that stays disabled while a field is empty or shows an error. The password is
 * encrypted with the member service's key before it is sent.
 */
import { useAtom, useSetAtom } from 'jotai/react';
import type { FormEvent } from 'react';
import { REST } from '../../contract/calls.ts';
import { encryptPassword } from '../../security/encryptPassword.ts';
import { navigateAtom } from '../../state/atoms.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { useApplyLogin, useBusy, useErrorToast } from '../login/useLoginActions.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { TextField } from '../ui/TextField.tsx';
import { useField } from '../ui/useField.ts';

export function PasswordLogin() {
  const { t, region, client, publicKey, cipher } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const [draft, setDraft] = useAtom(loginDraftAtom);
  const loginName = useField('loginName', { region }, draft.loginName);
  const password = useField('password');
  const busy = useBusy();
  const toastError = useErrorToast();
  const applyLogin = useApplyLogin();
  const ready = !loginName.problem && !password.problem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      await busy(async () => {
        if (!publicKey) throw new Error('member-login-popup: the public-key attribute is missing; passwords are never sent in clear text');
        const encrypted = await encryptPassword(password.value, publicKey, cipher);
        const { loginResponseDTO } = await client.rest(REST.login, { loginName: loginName.value.trim(), encryptPassword: encrypted });
        await applyLogin(loginResponseDTO);
      });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'MemberError')) console.error(error);
      toastError(error);
    }
  };

  return (
    <form part="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('login.loginName')}
        name="username"
        type="text"
        inputMode="email"
        autoComplete="username"
        value={loginName.value}
        onValue={(value) => {
          loginName.setValue(value);
          setDraft((current) => ({ ...current, loginName: value }));
        }}
        onBlur={loginName.touch}
        error={loginName.error}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password.value}
        onValue={password.setValue}
        onBlur={password.touch}
        error={password.error}
      />
      <p part="form-links">
        <button type="button" part="link" onClick={() => navigate({ type: 'push', route: { name: 'ForgetPassword' } })}>
          {t('login.forgotPassword')}
        </button>
      </p>
      <button type="submit" part="button button-primary" disabled={!ready}>
        {t('login.submit')}
      </button>
    </form>
  );
}
