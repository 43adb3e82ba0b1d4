/**
 * Registry (spec sections 2 and 4): the phone with the region's prefix, the terms box (its links
 * open in a new tab), the channel buttons, then Verify and sign-up. Unticked terms stop the code
 * with a message at the box.
 */
import { useSetAtom } from '../../ui/atomHooks.ts';
import { navigateAtom } from '../../state/atoms.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import { AgreeBox, useAgreement } from '../../ui/controls/AgreeBox.tsx';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';
import { ThirdPartyRow } from '../ui/ThirdPartyRow.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';

export default function Registry() {
  const { t } = useElementEnv();
  const links = useStaticLinks();
  const navigate = useSetAtom(navigateAtom);
  const terms = useAgreement(t('rule.agreeTerms'));
  const ref = useScreenFocus<HTMLDivElement>();
  return (
    <div part="screen screen-registry" ref={ref}>
      <PhoneCodeForm type="OTP_REGISTER" beforeSend={terms.check}>
        <AgreeBox id="mlp-terms" {...terms.box}>
          {t('registry.agreePrefix')}{' '}
          <a part="link" href={links.terms} target="_blank" rel="noopener noreferrer">
            {t('registry.terms')}
          </a>{' '}
          {t('registry.and')}{' '}
          <a part="link" href={links.privacy} target="_blank" rel="noopener noreferrer">
            {t('registry.privacy')}
          </a>
        </AgreeBox>
      </PhoneCodeForm>
      <ThirdPartyRow beforeLogin={terms.check} bizScene="register" />
      <p part="hint">
        {t('registry.haveAccount')}{' '}
        <button type="button" part="link" onClick={() => navigate({ type: 'replace', route: { name: 'Login' } })}>
          {t('registry.login')}
        </button>
      </p>
    </div>
  );
}
