/** What screens do with a call's outcome: show its error as a toast, apply a login. */
import { useSetAtom } from 'jotai/react';
import { useCallback } from 'react';
import type { LoginResponse } from '../../contract/entities.ts';
import { messageText } from '../../net/errorCodes.ts';
import { asMemberError, MemberError } from '../../net/MemberError.ts';
import { encryptPassword } from '../../security/encryptPassword.ts';
import { showToastAtom } from '../../state/atoms.ts';
import { withBusy } from '../../state/store.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { applyLogin } from './applyLogin.ts';

/** Shows a failed call's message as an error toast; answers the error and its text for inline use. */
export function useErrorToast(): (error: unknown) => { error: MemberError; text: string } {
  const { t } = usePopupEnv();
  const showToast = useSetAtom(showToastAtom);
  return useCallback(
    (caught: unknown) => {
      // Anything but a MemberError is a mistake on our side or the host's (a missing public key):
      // the shopper reads "something went wrong", the developer the cause.
      if (!(caught instanceof MemberError)) console.error(caught);
      const error = asMemberError(caught);
      const text = messageText(error.userMessage, t);
      showToast({ kind: 'error', text });
      return { error, text };
    },
    [t, showToast],
  );
}

/** Applies a login answer: next step, login-success, and the popup's move. */
export function useApplyLogin(): (response: LoginResponse | undefined) => Promise<void> {
  const { host, store, client } = usePopupEnv();
  return useCallback((response) => applyLogin({ host, store, client }, response), [host, store, client]);
}

/** Runs `task` with the busy indicator. */
export function useBusy(): <T>(task: () => Promise<T>) => Promise<T> {
  const { store } = usePopupEnv();
  return useCallback((task) => withBusy(store, task), [store]);
}

/** Encrypts a password with the `public-key` attribute; without one nothing is ever sent. */
export function useEncryptPassword(): (password: string) => Promise<string> {
  const { publicKey, cipher } = usePopupEnv();
  return useCallback(
    async (password) => {
      if (!publicKey) throw new Error('member-login-popup: the public-key attribute is missing; passwords are never sent in clear text');
      return encryptPassword(password, publicKey, cipher);
    },
    [publicKey, cipher],
  );
}
