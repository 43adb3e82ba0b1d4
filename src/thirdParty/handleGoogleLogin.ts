/**
 * The end of the Google redirect flow, for the page at /user/google-login: checks the state this
 * tab made, logs in with the code (`loginByOAuthCode`, GOOGLE), then applies the next-step rules
 * and goes to the state's allow-listed redirect. A failure opens the popup with the message.
 *
 *   <member-login-popup public-key="…"></member-login-popup>
 *   <script type="module">
 *     import { handleGoogleLogin } from '/dist/index.js';
 *     handleGoogleLogin(document.querySelector('member-login-popup'));
 *   </script>
 */
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../config/preference.ts';
import { REST } from '../contract/calls.ts';
import { loadCatalogue, translator } from '../i18n/catalogue.ts';
import { trustToken } from '../member/trustToken.ts';
import { messageText, type UserMessage } from '../net/errorCodes.ts';
import { asMemberError } from '../net/MemberError.ts';
import { applyLogin } from '../popup/login/applyLogin.ts';
import { elementClient } from '../popup/elementClient.ts';
import { attributesAtom } from '../state/attributes.ts';
import { navigateAtom, showToastAtom } from '../state/atoms.ts';
import { storeFor } from '../state/store.ts';
import { googleRedirectUri } from './providers.ts';
import { takeGoogleState } from './googleState.ts';

export type GoogleLoginOutcome = 'logged-in' | 'refused' | 'failed';

export async function handleGoogleLogin(element: HTMLElement, url: string = location.href): Promise<GoogleLoginOutcome> {
  const store = storeFor(element);
  const page = new URL(url);
  const state = takeGoogleState(page.searchParams.get('state'));
  const code = page.searchParams.get('code');

  /** Opens Login again, with the message if there is one. */
  async function fail(message?: UserMessage): Promise<void> {
    store.set(navigateAtom, { type: 'show', route: { name: 'Login' } });
    if (!message) return;
    const { language } = resolveLocale(store.get(attributesAtom), readPreference());
    const t = translator(await loadCatalogue(language));
    store.set(showToastAtom, { kind: 'error', text: messageText(message, t) });
  }

  if (!state) {
    // A forged or replayed state.
    await fail({ key: 'error.requestExpired' });
    return 'refused';
  }
  if (!code) {
    // The shopper declined on the consent page: back to Login, nothing to say.
    await fail();
    return 'refused';
  }
  const client = elementClient(element, store);
  try {
    const trust = trustToken();
    const { loginResponseDTO } = await client.rest(REST.loginByOAuthCode, {
      oauthType: 'GOOGLE',
      oauthCode: code,
      bizScene: state.bizScene,
      redirectUri: googleRedirectUri(page.origin),
      ...(trust ? { trustToken: trust } : {}),
    });
    const returnPage = new URL(page.pathname, page.origin);
    returnPage.searchParams.set('redirect', state.redirect);
    await applyLogin({ host: element, store, client }, loginResponseDTO, { page: returnPage.href });
    return 'logged-in';
  } catch (error) {
    await fail(asMemberError(error).userMessage);
    return 'failed';
  }
}
