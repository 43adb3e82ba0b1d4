/**
 * The third-party row (spec sections 2 and 4): Google (the redirect flow) and Facebook (its SDK),
 * each offered when configured. Nothing from a provider loads before its button is clicked; a
 * provider that cannot be reached gets the "check the connection" message, and the popup stays
 * usable after any failure.
 */
import { useAtomValue, useSetAtom } from 'jotai/react';
import { thirdPartyConfig } from '../../config/thirdParty.ts';
import { REST } from '../../contract/calls.ts';
import { trustToken } from '../../member/trustToken.ts';
import { attributesAtom } from '../../state/attributes.ts';
import { showToastAtom } from '../../state/atoms.ts';
import { createGoogleState } from '../../thirdParty/googleState.ts';
import { facebookAccessToken, googleConsentUrl, googleRedirectUri, loadFacebookSdk, reachable } from '../../thirdParty/providers.ts';
import { useApplyLogin, useBusy, useErrorToast } from '../login/useLoginActions.ts';
import { pageNavigation } from '../pageNavigation.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { FacebookIcon, GoogleIcon } from './icons.tsx';

export interface ThirdPartyRowProps {
  /** A last check before leaving for a provider (the terms box of sign-up); false stops it. */
  readonly beforeLogin?: () => boolean;
  readonly bizScene?: string;
}

/** The page's allow-listed return address, for after the Google round trip. */
function returnAddress(): string | undefined {
  return new URL(location.href).searchParams.get('redirect') ?? undefined;
}

export function ThirdPartyRow({ beforeLogin, bizScene = 'login' }: ThirdPartyRowProps) {
  const { t, region, client } = usePopupEnv();
  const attributes = useAtomValue(attributesAtom);
  const { google, facebook } = thirdPartyConfig(attributes, region);
  const busy = useBusy();
  const toastError = useErrorToast();
  const showToast = useSetAtom(showToastAtom);
  const applyLogin = useApplyLogin();
  if (!google && !facebook) return null;
  const connectionFailed = () => showToast({ kind: 'error', text: t('error.thirdParty') });

  const withGoogle = async () => {
    if (!google || (beforeLogin && !beforeLogin())) return;
    const redirect = returnAddress();
    const url = googleConsentUrl(google, createGoogleState({ bizScene, ...(redirect ? { redirect } : {}) }));
    if (await busy(() => reachable(google.authUrl))) pageNavigation.assign(url);
    else connectionFailed();
  };

  const withFacebook = async () => {
    if (!facebook || (beforeLogin && !beforeLogin())) return;
    let accessToken: string | undefined;
    try {
      accessToken = await facebookAccessToken(await busy(() => loadFacebookSdk(facebook)));
    } catch {
      connectionFailed();
      return;
    }
    if (!accessToken) return; // The shopper closed Facebook's dialog.
    try {
      await busy(async () => {
        const trust = trustToken();
        const { loginResponseDTO } = await client.rest(REST.loginByOAuthCode, {
          oauthType: 'FACEBOOK',
          oauthCode: accessToken,
          bizScene,
          redirectUri: googleRedirectUri(),
          ...(trust ? { trustToken: trust } : {}),
        });
        await applyLogin(loginResponseDTO);
      });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section part="third-party" aria-labelledby="mlp-third-party">
      <h3 id="mlp-third-party" part="third-party-title">
        {t('thirdParty.title')}
      </h3>
      <div part="third-party-buttons">
        {google ? (
          <button type="button" part="button button-secondary third-party-button" onClick={() => void withGoogle()}>
            <GoogleIcon />
            <span>{t('thirdParty.google')}</span>
          </button>
        ) : null}
        {facebook ? (
          <button type="button" part="button button-secondary third-party-button" onClick={() => void withFacebook()}>
            <FacebookIcon />
            <span>{t('thirdParty.facebook')}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
