/**
 * Registry (spec sections 2 and 4): the phone with the region's prefix, the terms box (its links
 * open in a new tab), the channel buttons, then Verify and sign-up. Unticked terms stop the code
 * with a toast.
 */
import { useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { navigateAtom, showToastAtom } from '../../state/atoms.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { useStaticLinks } from '../useStaticLinks.ts';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';
import { ThirdPartyRow } from '../ui/ThirdPartyRow.tsx';

export default function Registry() {
  const { t } = usePopupEnv();
  const links = useStaticLinks();
  const navigate = useSetAtom(navigateAtom);
  const showToast = useSetAtom(showToastAtom);
  const [agreed, setAgreed] = useState(false);
  const termsAgreed = () => {
    if (!agreed) showToast({ kind: 'error', text: t('rule.agreeTerms') });
    return agreed;
  };
  return (
    <div part="screen screen-registry">
      <PhoneCodeForm type="OTP_REGISTER" beforeSend={termsAgreed} onSent={(sent) => navigate({ type: 'push', route: { name: 'Verify', params: { ...sent } } })}>
        <div part="checkbox">
          <input id="mlp-terms" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)} />
          <label htmlFor="mlp-terms">
            {t('registry.agreePrefix')}{' '}
            <a part="link" href={links.terms} target="_blank" rel="noopener noreferrer">
              {t('registry.terms')}
            </a>{' '}
            {t('registry.and')}{' '}
            <a part="link" href={links.privacy} target="_blank" rel="noopener noreferrer">
              {t('registry.privacy')}
            </a>
          </label>
        </div>
      </PhoneCodeForm>
      <ThirdPartyRow beforeLogin={termsAgreed} bizScene="register" />
      <p part="hint">
        {t('registry.haveAccount')}{' '}
        <button type="button" part="link" onClick={() => navigate({ type: 'replace', route: { name: 'Login' } })}>
          {t('registry.login')}
        </button>
      </p>
    </div>
  );
}
