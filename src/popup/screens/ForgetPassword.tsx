/**
 * ForgetPassword (spec sections 2 and 4): one input for e-mail or phone, Back and Confirm. Confirm
 * applies for the reset token and sends the code (`flows/passwordReset.ts`), which goes on to Verify.
 */
import { useSetAtom } from '../../ui/atomHooks.ts';
import type { FormEvent } from 'react';
import { navigateAtom } from '../../state/atoms.ts';
import { useResetAction } from '../reset/resetFlows.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { FormButtons } from '../../ui/controls/FormButtons.tsx';
import { LoginNameField } from '../ui/LoginNameField.tsx';
import { useField } from '../../ui/controls/useField.ts';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';

export default function ForgetPassword() {
  const { t, region } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const loginName = useField('loginName', { region });
  const run = useResetAction();
  const ref = useScreenFocus<HTMLFormElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    loginName.touch();
    if (loginName.problem) return;
    void run('startPasswordReset', loginName.value, { fieldError: loginName.setExternalError });
  };

  return (
    <form part="screen screen-forget form" noValidate onSubmit={submit} ref={ref}>
      <LoginNameField label={t('forget.loginName')} field={loginName} enterKeyHint="go" />
      <FormButtons secondary={t('popup.back')} onSecondary={() => navigate({ type: 'back' })} />
    </form>
  );
}
