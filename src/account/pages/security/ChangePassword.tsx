/**
 * Change password (`#/password/change`): the current password, or (for a member who has none, or
 * who chose "I don't remember it") a verification the service asks for; the new one with the live
 * rule hints (a common password is refused by the service), entered twice (spec section 5: the
 * re-entered password; the passwords must match; the new one must differ from the current one,
 * which the service checks too); and "sign out of every other device",
 * ticked by default. Nothing typed is lost when saving fails.
 */
import { useState, type FormEvent } from 'react';
import { checkField } from '../../../kernel/rules/fieldRules.ts';
import { NewPasswordField, useNewPasswordField } from '../../../ui/controls/NewPasswordField.tsx';
import { TextField } from '../../../ui/controls/TextField.tsx';
import { bind, useField } from '../../../ui/controls/useField.ts';
import { useAccountText } from '../../common/accountText.ts';
import { useSecurityAction, useSecurityFlows } from '../../run/flowHooks.ts';
import { useAnnouncedPolicy } from '../../../ui/controls/useAnnouncedPolicy.ts';
import { FormButtons } from '../../parts/FormButtons.tsx';
import { SecurityFrame, SignOutOthers } from './SecurityFrame.tsx';

export function ChangePassword() {
  const t = useAccountText();
  return <SecurityFrame title={t('password.title')}>{(security) => <PasswordForm hasPassword={security.hasPassword} />}</SecurityFrame>;
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useAccountText();
  const run = useSecurityAction();
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string>();
  // Without the current password, the service asks for another verification.
  const [forgot, setForgot] = useState(!hasPassword);
  const policy = useAnnouncedPolicy(useSecurityFlows());
  const next = useNewPasswordField(forgot ? undefined : current, policy);
  const again = useField('confirmPassword', { compareTo: next.value });
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [failure, setFailure] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    next.touch();
    again.touch();
    setFailure(undefined);
    const currentProblem = forgot ? undefined : checkField('password', current);
    setCurrentError(currentProblem ? t(currentProblem.key, currentProblem.values) : undefined);
    if (currentProblem || next.problem || again.problem) return;
    void run(
      'changePassword',
      { current: forgot ? undefined : current, next: next.value, signOutOthers },
      {
        // The service's answer (a wrong current password, a common new one, no network) is shown in place.
        failed: setFailure,
      },
    );
  };

  return (
    <form part="card form" noValidate onSubmit={submit}>
      {forgot ? (
        <p part="hint">{t(hasPassword ? 'password.verifyInstead' : 'password.noPasswordYet')}</p>
      ) : (
        <>
          <TextField
            label={t('password.current')}
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={current}
            onValue={(value) => {
              setCurrent(value);
              setCurrentError(undefined);
            }}
            error={currentError}
          />
          <button type="button" part="link" onClick={() => setForgot(true)}>
            {t('password.forgotCurrent')}
          </button>
        </>
      )}
      <NewPasswordField label={t('password.new')} field={next} policy={policy} />
      <TextField label={t('password.again')} type="password" name="confirm-password" autoComplete="new-password" enterKeyHint="done" {...bind(again)} />
      <SignOutOthers checked={signOutOthers} onChange={setSignOutOthers} />
      {failure ? (
        <p part="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <FormButtons cancelTo={{ name: 'dashboard' }} />
    </form>
  );
}
