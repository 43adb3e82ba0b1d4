/**
 * Password login: login name and password with the spec's rules, the forgot-password link, and a
 * login button that stays disabled while a field is empty or shows an error. The password is
 * encrypted with the member service's key before it is sent.
 */
import { useAtom, useSetAtom } from 'jotai/react';
import type { FormEvent } from 'react';
import { REST } from '../../contract/calls.ts';
import { navigateAtom } from '../../state/atoms.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { useApplyLogin, useBusy, useEncryptPassword, useErrorToast } from '../login/useLoginActions.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { TextField } from '../ui/TextField.tsx';
import { bind, useField } from '../ui/useField.ts';

export function PasswordLogin() {
  const { t, region, client } = usePopupEnv();
  const encrypt = useEncryptPassword();
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
        const encrypted = await encrypt(password.value);
        const { loginResponseDTO } = await client.rest(REST.login, { loginName: loginName.value.trim(), encryptPassword: encrypted });
        await applyLogin(loginResponseDTO);
      });
    } catch (error) {
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
        {...bind(loginName)}
        onValue={(value) => {
          loginName.setValue(value);
          setDraft((current) => ({ ...current, loginName: value }));
        }}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        {...bind(password)}
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
