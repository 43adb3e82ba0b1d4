/**
 * The third-party row (spec sections 2 and 4): Google (the redirect flow) and Facebook (its SDK),
 * each offered when configured. Nothing from a provider loads before its button is clicked; a
 * provider that cannot be reached gets the "check the connection" message, and the popup stays
 * usable after any failure.
 */
import { useAtomValue } from '../../ui/atomHooks.ts';
import { thirdPartyConfig } from '../../kernel/config/thirdParty.ts';
import { attributesAtom } from '../../state/attributes.ts';
import { busyCountAtom, popupAtom } from '../../state/atoms.ts';
import { useAction } from '../run/flowHooks.ts';
import { usePopupSession } from '../run/popupSession.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { FacebookIcon, GoogleIcon } from '../../ui/controls/icons.tsx';

export interface ThirdPartyRowProps {
  /** A last check before leaving for a provider (the terms box of sign-up); false stops it. */
  readonly beforeLogin?: () => boolean;
  readonly bizScene?: string;
}

export function ThirdPartyRow({ beforeLogin, bizScene = 'login' }: ThirdPartyRowProps) {
  const { t, region } = useElementEnv();
  const attributes = useAtomValue(attributesAtom);
  const { google, facebook } = thirdPartyConfig(attributes, region);
  const run = useAction();
  const session = usePopupSession();
  const busy = useAtomValue(busyCountAtom) > 0;
  // One level below the frame's title: its h1 on a page, its h2 in the popup (ScreenFrame.tsx).
  const Title = useAtomValue(popupAtom).page ? 'h2' : 'h3';
  if (!google && !facebook) return null;

  const withGoogle = () => {
    if (!google || (beforeLogin && !beforeLogin())) return;
    void run('startGoogleLogin', { google, bizScene });
  };

  const withFacebook = () => {
    // One action at a time (see useAction): no window while another runs.
    if (!facebook || busy || (beforeLogin && !beforeLogin())) return;
    // Its SDK starts in this click (its window opens as soon as the SDK is here, within the click's
    // activation); a closed Facebook dialog says nothing, an unreachable provider says so.
    const started = session.startFacebookLogin(facebook);
    void run('loginWithFacebook', { started, bizScene });
  };

  return (
    <section part="third-party" aria-labelledby="mlp-third-party">
      <Title id="mlp-third-party" part="third-party-title">
        {t('thirdParty.title')}
      </Title>
      <div part="third-party-buttons">
        {google ? (
          <button type="button" part="button button-secondary third-party-button" onClick={withGoogle}>
            <GoogleIcon />
            <span>{t('thirdParty.google')}</span>
          </button>
        ) : null}
        {facebook ? (
          <button type="button" part="button button-secondary third-party-button" onClick={withFacebook}>
            <FacebookIcon />
            <span>{t('thirdParty.facebook')}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
