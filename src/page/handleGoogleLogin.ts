/**
 * The end of the Google redirect flow, for the page at /user/google-login: the flow
 * (`flows/thirdParty.ts`) checks the state this tab made and logs in with the code; the login is
 * finished as in the popup (`page/carryOut.ts`). A failure opens the popup with the message.
 *
 *   <member-login-popup public-key="…"></member-login-popup>
 *   <script type="module">
 *     import { handleGoogleLogin } from '/dist/index.js';
 *     handleGoogleLogin(document.querySelector('member-login-popup'));
 *   </script>
 */
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../security/preferenceCookie.ts';
import { finishGoogleLogin, type GoogleLoginOutcome } from '../flows/thirdParty.ts';
import { loadCatalogue, translator } from '../i18n/catalogue.ts';
import { messageText } from '../i18n/userMessage.ts';
import { attributesAtom } from '../state/attributes.ts';
import { navigateAtom, showToastAtom } from '../state/atoms.ts';
import { storeFor } from '../state/store.ts';
import { browserPage } from './browserPage.ts';
import { carryOut } from './carryOut.ts';
import { elementClient } from './elementClient.ts';
import { elementContext } from './elementContext.ts';

export async function handleGoogleLogin(element: HTMLElement, url: string = location.href): Promise<GoogleLoginOutcome> {
  const store = storeFor(element);
  const client = elementClient(element, store);
  const result = await finishGoogleLogin(elementContext(element, store, client), url);
  const { language } = resolveLocale(store.get(attributesAtom), readPreference());
  const t = translator(await loadCatalogue(language).catch(() => loadCatalogue('en')));
  if (result.outcome === 'logged-in') {
    await carryOut({ host: element, store, client, page: browserPage, t }, result.next);
    return result.outcome;
  }
  // Back to Login, with the message if there is one.
  store.set(navigateAtom, { type: 'show', route: { name: 'Login' } });
  if (result.message) store.set(showToastAtom, { kind: 'error', text: messageText(result.message, t) });
  return result.outcome;
}
