/**
 * Change e-mail (`#/email/change`, the spec's member path): the address now (masked) or none yet;
 * a new one by the spec's rules (6-60 characters, a valid address); Send code, which the service
 * lets through only after a verification of the member; then the code sent to the new address. The
 * old address stays until the new one is confirmed; "This email is already registered" and "the
 * same as the current one" come from the service.
 */
import { TextField } from '../../../ui/controls/TextField.tsx';
import { bind, useField } from '../../../ui/controls/useField.ts';
import { useAccountText } from '../../common/accountText.ts';
import { ChangeByCode } from './CodeConfirm.tsx';
import { SecurityFrame } from './SecurityFrame.tsx';

export function ChangeEmail() {
  const t = useAccountText();
  return (
    <SecurityFrame title={t('email.title')}>
      {(security) => (
        <>
          <p part="text">{security.email ? t('email.current', { email: security.email }) : t('email.none')}</p>
          <EmailForm />
        </>
      )}
    </SecurityFrame>
  );
}

function EmailForm() {
  const t = useAccountText();
  const email = useField('email');
  return (
    <ChangeByCode
      field={email}
      target={email.value.trim()}
      backLabel={t('email.changeAddress')}
      send={(run, resend, handlers) => run('sendEmailChange', { email: email.value, resend }, handlers)}
      confirm="confirmEmailChange"
    >
      <TextField label={t('email.new')} type="email" name="email" autoComplete="email" {...bind(email)} />
    </ChangeByCode>
  );
}
