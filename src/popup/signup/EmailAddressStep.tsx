/**
 * The e-mail sign-up's first step: the address (6-60 characters and an address, checked when the
 * shopper leaves the field and at submit, spec section 5) and the terms box, then a sign-up code.
 * Whether the address has an account is not said here (nor anywhere before a code): the code step
 * follows either way. On the guest page the shopper who has an account may ask for a login code
 * instead; the terms box must be ticked for that too, since a login code for an address without an
 * account signs it up.
 */
import type { FormEvent } from 'react';
import type { EmailOtpType } from '../../kernel/contract/emailSignup.ts';
import { useAtom } from '../../ui/atomHooks.ts';
import { TextField } from '../../ui/controls/TextField.tsx';
import { useField } from '../../ui/controls/useField.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { signupDraftAtom } from './draft.ts';
import { useEmailAction } from './emailFlows.ts';
import { useSignupText } from './signupText.tsx';
import { TermsBox, type Terms } from './terms.tsx';

export function EmailAddressStep({ terms, guest }: { terms: Terms; guest: boolean }) {
  const { t } = useElementEnv();
  const st = useSignupText();
  const [draft, setDraft] = useAtom(signupDraftAtom);
  const email = useField('email', {}, draft.email);
  const run = useEmailAction();

  const send = (type: EmailOtpType) => {
    email.touch();
    if (!email.value.trim()) {
      email.setExternalError(t('rule.required'));
      return;
    }
    // The box shows with both buttons, and either code may create the account: both need it ticked.
    if (email.problem || !terms.check()) return;
    void run('sendEmailCode', { email: email.value, type }, { fieldError: email.setExternalError });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('OTP_REGISTER');
  };

  return (
    <form part="form" noValidate onSubmit={submit}>
      <TextField
        label={st('signup.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        enterKeyHint="send"
        value={email.value}
        onValue={(value) => {
          email.setValue(value);
          setDraft((current) => ({ ...current, email: value }));
        }}
        onBlur={email.leave}
        error={email.error}
      />
      <TermsBox terms={terms} />
      <div part="buttons">
        <button type="submit" part="button button-primary">
          {st('signup.sendCode')}
        </button>
      </div>
      {guest ? (
        <p part="hint">
          {st('signup.haveAccount')}{' '}
          <button type="button" part="link" onClick={() => send('OTP_LOGIN')}>
            {st('signup.loginByCode')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
