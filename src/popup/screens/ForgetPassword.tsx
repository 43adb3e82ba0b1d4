/**
 * ForgetPassword (spec sections 2 and 4): one input for e-mail or phone, Back and Confirm. Confirm
 * applies for the reset token and sends the code, then Verify.
 */
import { useSetAtom } from 'jotai/react';
import type { FormEvent } from 'react';
import { startPasswordReset } from '../../flows/passwordReset.ts';
import { navigateAtom } from '../../state/atoms.ts';
import { useBusy, useErrorToast } from '../login/useLoginActions.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { TextField } from '../ui/TextField.tsx';
import { FormButtons } from '../ui/FormButtons.tsx';
import { bind, useField } from '../ui/useField.ts';

export default function ForgetPassword() {
  const { t, region, client } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const loginName = useField('loginName', { region });
  const busy = useBusy();
  const toastError = useErrorToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    loginName.touch();
    if (loginName.problem) return;
    try {
      const verification = await busy(() => startPasswordReset(client, loginName.value));
      navigate({ type: 'push', route: { name: 'Verify', params: { ...verification } } });
    } catch (error) {
      loginName.setExternalError(toastError(error).text);
    }
  };

  return (
    <form part="screen screen-forget form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('forget.loginName')}
        name="username"
        type="text"
        inputMode="email"
        autoComplete="username"
        {...bind(loginName)}
      />
      <FormButtons secondary={t('popup.back')} onSecondary={() => navigate({ type: 'back' })} />
    </form>
  );
}
