/**
 * Registry's terms box (its links open in a new tab), ticked once for the phone and the e-mail
 * sign-up and the third-party buttons alike: unticked, a code is not sent and the message shows at
 * the box (spec section 5).
 */
import { useState } from 'react';
import { useAtom } from '../../ui/atomHooks.ts';
import { AgreeBox, type AgreeBoxProps } from '../../ui/controls/AgreeBox.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import { signupDraftAtom } from './draft.ts';

export interface Terms {
  readonly box: Omit<AgreeBoxProps, 'children'>;
  /** Shows the message when the box is not ticked; true when it is. */
  readonly check: () => boolean;
}

export function useTerms(): Terms {
  const { t } = useElementEnv();
  const [draft, setDraft] = useAtom(signupDraftAtom);
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    box: {
      checked: draft.agreed,
      error,
      onChange: (agreed) => {
        setDraft((current) => ({ ...current, agreed }));
        if (agreed) setError(undefined);
      },
    },
    check: () => {
      if (!draft.agreed) setError(t('rule.agreeTerms'));
      return draft.agreed;
    },
  };
}

export function TermsBox({ terms }: { terms: Terms }) {
  const { t } = useElementEnv();
  const links = useStaticLinks();
  return (
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
  );
}
