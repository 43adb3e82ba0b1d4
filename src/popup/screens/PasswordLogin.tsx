/**
 * Password login: login name and password with the spec's rules, the forgot-password link, and a
 * login button that stays disabled while a field is empty or shows an error. The journey
 * (`flows/passwordLogin.ts`) encrypts the password and logs in; a refusal (a wrong password) is
 * shown at the password field, and a login remembers the method for the next visit.
 */
import { useAtom, useSetAtom } from '../../ui/atomHooks.ts';
import type { FormEvent } from 'react';
import { navigateAtom } from '../../state/atoms.ts';
import { useAction } from '../run/flowHooks.ts';
import { loginDraftAtom } from '../login/draft.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { LoginNameField } from '../ui/LoginNameField.tsx';
import { TextField } from '../../ui/controls/TextField.tsx';
import { bind, useField } from '../../ui/controls/useField.ts';

export function PasswordLogin() {
  const { t, region } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const [draft, setDraft] = useAtom(loginDraftAtom);
  const loginName = useField('loginName', { region }, draft.loginName);
  const password = useField('password');
  const run = useAction();
  const ready = !loginName.problem && !password.problem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void run(
      'loginWithPassword',
      { loginName: loginName.value, password: password.value },
      {
        fieldError: password.setExternalError,
      },
    );
  };

  return (
    <form part="form" noValidate onSubmit={submit}>
      <LoginNameField
        label={t('login.loginName')}
        field={loginName}
        enterKeyHint="next"
        passkeys
        onValue={(value) => {
          loginName.setValue(value);
          setDraft((current) => ({ ...current, loginName: value }));
        }}
      />
      <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" enterKeyHint="go" {...bind(password)} />
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
