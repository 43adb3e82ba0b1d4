/**
 * The verification page (`<member-account view="verification">`, which the member service serves
 * at the SECOND_VERIFICATION next step's URL and at a `verifyUrl`): the verification of the page's
 * `token`, and once passed, the login it was for goes on and the page goes back to its `redirect`
 * (allow-listed, else the home page), where the page that asked reports the outcome. Back goes
 * there at any time, without a session (rejected, expired, or given up).
 */
import { useCallback, useId } from 'react';
import { safeRedirect } from '../../kernel/rules/redirect.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAccountSession } from '../run/accountSession.ts';
import { useSecurityAction } from '../run/flowHooks.ts';
import { PageFrame } from '../parts/PageFrame.tsx';
import { Verification } from './Verification.tsx';

export function VerificationPage() {
  const t = useAccountText();
  const run = useSecurityAction();
  const titleId = useId();
  // The page's address, as the flows see it (handed down by the element: no view reads `location`).
  const address = useAccountSession().page.url();
  const query = new URL(address).searchParams;
  const token = query.get('token') ?? '';
  const redirect = query.get('redirect') ?? undefined;
  const verified = useCallback(() => {
    void run('finishVerifiedLogin', { token, redirect });
  }, [run, token, redirect]);
  return (
    <PageFrame title={t('verify.pageTitle')}>
      {token ? (
        <div part="card">
          <Verification token={token} titleId={titleId} onVerified={verified} />
        </div>
      ) : (
        <p part="text" role="alert">
          {t('verify.expired')}
        </p>
      )}
      <div part="buttons">
        <a part="button button-secondary" href={safeRedirect(redirect, '/', { base: address })}>
          {t('verify.back')}
        </a>
      </div>
    </PageFrame>
  );
}
