/**
 * The e-mail code's step of Registry: the code and, for a sign-up, the new password with its live
 * hints (spec section 5), the 60-second resend, Back (the address is kept) and Confirm. A sign-up
 * code also offers to log in by a code instead, whatever the address: "This email is already
 * registered" is never said, so the owner of a registered address (who got a notice, not a code)
 * finds the way in here without anyone else learning the address has an account.
 */
import { useState, type FormEvent } from 'react';
import { RESEND_SECONDS } from '../../config/limits.ts';
import type { EmailCode } from '../../flows/emailSignup.ts';
import type { Next } from '../../flows/steps.ts';
import { navigateAtom } from '../../state/atoms.ts';
import type { ActionHandlers } from '../../ui/actions.ts';
import { useSetAtom } from '../../ui/atomHooks.ts';
import { CodeEntry } from '../../ui/controls/CodeEntry.tsx';
import { NewPasswordField, useNewPasswordField } from '../../ui/controls/NewPasswordField.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';
import { AccountName } from '../ui/AccountName.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useEmailAction } from './emailFlows.ts';
import { useFlows } from '../run/flowHooks.ts';
import { useAnnouncedPolicy } from '../../ui/controls/useAnnouncedPolicy.ts';
import { useSignupText } from './signupText.tsx';

export function EmailCodeStep({ code }: { code: EmailCode }) {
  const { t } = useElementEnv();
  const st = useSignupText();
  const navigate = useSetAtom(navigateAtom);
  const run = useEmailAction();
  const signup = code.type === 'OTP_REGISTER';
  const [value, setValue] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const policy = useAnnouncedPolicy(useFlows());
  const password = useNewPasswordField(undefined, policy);
  const ref = useScreenFocus<HTMLFormElement>();
  const back = () => navigate({ type: 'replace', route: { name: 'Registry' } });

  const confirm = (entered: string) => {
    if (entered.length !== code.codeLength) {
      setCodeError(t('rule.codeLength', { length: code.codeLength }));
      return;
    }
    if (signup) {
      password.touch();
      if (password.problem) return;
    }
    const handlers: ActionHandlers<Next> = {
      done: (next) => {
        if (next.type === 'stay' && next.problem) password.setExternalError(t(next.problem));
      },
      fieldError: setCodeError,
    };
    void (signup
      ? run('registerByEmail', { sent: code, code: entered, password: password.value }, handlers)
      : run('loginByEmailCode', { sent: code, code: entered }, handlers));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm(value);
  };
  const resend = (restart: () => void) => {
    setValue('');
    setCodeError(undefined);
    // The countdown starts again once a code is on its way: a failed resend may be tried again at once.
    void run('resendEmailCode', code, { done: restart });
  };
  const loginInstead = () => void run('sendEmailCode', { email: code.email, type: 'OTP_LOGIN' });

  return (
    <form part="screen screen-registry screen-registry-code form" noValidate onSubmit={submit} ref={ref}>
      <p part="text">{st(signup ? 'signup.codeSent' : 'signup.loginCodeSent', { email: code.email })}</p>
      <p part="form-links">
        <button type="button" part="link" onClick={back}>
          {st('signup.changeEmail')}
        </button>
      </p>
      {signup ? <AccountName name={code.email} /> : null}
      <CodeEntry
        label={t('verify.code')}
        length={code.codeLength}
        value={value}
        onValue={(next) => {
          setValue(next);
          setCodeError(undefined);
        }}
        // A login goes on as soon as the code is in; a sign-up waits for its password.
        onFilled={(filled) => (signup ? undefined : confirm(filled))}
        error={codeError}
        resend={{ seconds: RESEND_SECONDS, onResend: resend, t, paragraph: true }}
      >
        {signup ? <NewPasswordField label={t('profile.password')} field={password} policy={policy} /> : null}
      </CodeEntry>
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={back}>
          {t('popup.back')}
        </button>
        <button type="submit" part="button button-primary">
          {st(signup ? 'signup.create' : 'signup.login')}
        </button>
      </div>
      {signup ? (
        <p part="hint">
          {st('signup.haveAccount')}{' '}
          <button type="button" part="link" onClick={loginInstead}>
            {st('signup.loginByCode')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
