/**
 * ResetPassword (spec sections 2 and 4): a new password with its two live hints; on success a view
 * with an image and a Go Shopping button that counts 5 seconds down and ends the journey (or
 * at once): the popup closes, the page presentation goes shopping (the page's redirect, else home).
 * An allow-listed `jumpUrl` in the answer is followed instead. The token comes from Verify, or from
 * the page's `bizToken` (the reset-password page of COMPLETE_PASSWORD_FOR_LOGIN).
 */
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { navigateAtom, popupAtom } from '../../state/atoms.ts';
import { currentRoute } from '../../state/routes.ts';
import { useFlows, usePage } from '../run/flowHooks.ts';
import { useAnnouncedPolicy } from '../../ui/controls/useAnnouncedPolicy.ts';
import { useResetAction } from '../reset/resetFlows.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useImageUrl } from '../../ui/useImageUrl.ts';
import { attributesAtom } from '../../state/attributes.ts';
import { NewPasswordField, useNewPasswordField } from '../../ui/controls/NewPasswordField.tsx';
import { useCountdown } from '../../ui/controls/useCountdown.ts';
import { AccountName } from '../ui/AccountName.tsx';
import { BREACHED_PASSWORD_REASON } from '../../kernel/contract/breachedPasswords.ts';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';

export const SUCCESS_CLOSE_SECONDS = 5;

/**
 * The reset token, the account it resets when Verify named it, and whether a login found the
 * member's password in a breach (the page's `reason`, which the service's next step names).
 */
function useResetToken(): { token: string | undefined; account: string | undefined; breached: boolean } {
  const route = currentRoute(useAtomValue(popupAtom));
  const params = new URL(usePage().url()).searchParams;
  const { token, account } = route.name === 'ResetPassword' ? route : {};
  return { token: token ?? params.get('bizToken') ?? undefined, account, breached: params.get('reason') === BREACHED_PASSWORD_REASON };
}

export default function ResetPassword() {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const { token, account, breached } = useResetToken();
  const policy = useAnnouncedPolicy(useFlows());
  const password = useNewPasswordField(undefined, policy);
  const [done, setDone] = useState(false);
  const run = useResetAction();
  const ref = useScreenFocus<HTMLFormElement>();

  if (!token) {
    return (
      <div part="screen screen-reset">
        <p part="text">{t('error.requestExpired')}</p>
        <button type="button" part="button button-primary" onClick={() => navigate({ type: 'replace', route: { name: 'ForgetPassword' } })}>
          {t('title.ForgetPassword')}
        </button>
      </div>
    );
  }
  if (done) return <ResetSuccess />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    password.touch();
    if (password.problem) return;
    void run(
      'resetPassword',
      { token, password: password.value },
      {
        // Stays for the success view, unless the answer left the page for its jump URL.
        done: (next) => setDone(next.type === 'stay'),
        fieldError: password.setExternalError,
      },
    );
  };

  return (
    <form part="screen screen-reset form" noValidate onSubmit={submit} ref={ref}>
      {account ? <AccountName name={account} /> : null}
      {breached ? (
        <p part="text" role="status">
          {t('reset.breachedNotice')}
        </p>
      ) : null}
      <NewPasswordField label={t('reset.newPassword')} field={password} policy={policy} />
      <button type="submit" part="button button-primary">
        {t('common.confirm')}
      </button>
    </form>
  );
}

function ResetSuccess() {
  const { t } = useElementEnv();
  const run = useResetAction();
  const { remaining } = useCountdown(SUCCESS_CLOSE_SECONDS);
  // The `success-image` attribute's picture, through the image-URL helper; the drawn check mark without it.
  const image = useImageUrl(useAtomValue(attributesAtom)['success-image'], 96);
  const close = () => void run('endJourney', { loggedIn: false });
  const ref = useScreenFocus<HTMLDivElement>();
  useEffect(() => {
    if (remaining === 0) close();
  });
  return (
    <div part="screen screen-reset-success" ref={ref}>
      {image ? (
        <img part="success-image" src={image} width="96" height="96" alt="" />
      ) : (
        <svg part="success-image" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
          <circle cx="48" cy="48" r="44" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M28 50l13 13 27-29" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <p part="text" role="status">
        {t('reset.success')}
      </p>
      <button type="button" part="button button-primary" onClick={close}>
        {t('reset.goShopping', { seconds: remaining })}
      </button>
    </div>
  );
}
