/**
 * Third-party login (spec sections 2 and 4). Google: check that the consent page can be reached,
 * then leave for it with a state this tab remembers; on the way back, refuse a state this tab did
 * not make (or already used), log in with the code and apply the next-step rules. Facebook: the
 * SDK's access token, then `loginByOAuthCode`. The providers' own code is behind a port.
 */
import { GOOGLE_LOGIN_PATH, GOOGLE_SCOPE, type GoogleConfig } from '../kernel/config/thirdParty.ts';
import { REST } from '../kernel/contract/calls.ts';
import { asMemberError } from '../net/MemberError.ts';
import { reportCause } from '../net/reportCause.ts';
import type { UserMessage } from '../i18n/userMessage.ts';
import { createGoogleState, takeGoogleState } from './googleState.ts';
import type { FlowContext } from './context.ts';
import { concludeLogin } from './login.ts';
import type { Page } from './page.ts';
import { STAY, type Next } from './steps.ts';
import { trustToken } from './trustToken.ts';

/** Where Google sends the browser back: /user/google-login on the page's host. */
export function googleRedirectUri(origin: string): string {
  return `${origin}${GOOGLE_LOGIN_PATH}`;
}

export function googleConsentUrl({ clientId, authUrl }: GoogleConfig, state: string, redirectUri: string, page: string): string {
  const url = new URL(authUrl, page);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: GOOGLE_SCOPE,
    state,
    prompt: 'select_account',
  }).toString();
  return url.href;
}

/** Leaves for Google's consent page; stays with the "check the connection" message when it cannot be reached. */
export async function startGoogleLogin(
  { page, providers }: Pick<FlowContext, 'page' | 'providers'>,
  { google, bizScene }: { readonly google: GoogleConfig; readonly bizScene: string },
): Promise<Next> {
  const here = new URL(page.url());
  // The page's return address, for after the round trip (allow-listed when it is used).
  const redirect = here.searchParams.get('redirect') ?? undefined;
  const state = createGoogleState(page.session(), { bizScene, ...(redirect ? { redirect } : {}) });
  const url = googleConsentUrl(google, state, googleRedirectUri(here.origin), here.href);
  if (!(await providers.reachable(google.authUrl))) return UNREACHABLE;
  return { type: 'leave', url };
}

const UNREACHABLE: Next = { type: 'stay', message: 'error.thirdParty' };

/** The member login with a provider's code or token, the device's trust token and the redirect URI of `origin`. */
async function oauthLogin(context: FlowContext, oauthType: 'GOOGLE' | 'FACEBOOK', oauthCode: string, bizScene: string, origin: string, signal?: AbortSignal) {
  const trust = trustToken(() => context.page.local());
  const { loginResponseDTO } = await context.client.rest(
    REST.loginByOAuthCode,
    { oauthType, oauthCode, bizScene, redirectUri: googleRedirectUri(origin), ...(trust ? { trustToken: trust } : {}) },
    { signal },
  );
  return loginResponseDTO;
}

/**
 * The Facebook login: the member login with the access token of the SDK's login window, which the
 * page started in the shopper's click (`started`: undefined when they cancelled, which stays and
 * says nothing; rejects when the SDK could not load; see thirdParty/facebookSdk.ts).
 */
export async function loginWithFacebook(
  context: FlowContext,
  { started, bizScene }: { readonly started: Promise<string | undefined>; readonly bizScene: string },
  signal: AbortSignal,
): Promise<Next> {
  let accessToken: string | undefined;
  try {
    accessToken = await started;
  } catch (error) {
    reportCause('the Facebook SDK could not be used', error);
    return UNREACHABLE;
  }
  if (!accessToken) return STAY;
  const loginResponseDTO = await oauthLogin(context, 'FACEBOOK', accessToken, bizScene, new URL(context.page.url()).origin, signal);
  return concludeLogin(context, loginResponseDTO, signal);
}

export type GoogleLoginOutcome = 'logged-in' | 'refused' | 'failed';
export type GoogleReturn =
  /** Logged in: the page side finishes the login on the page Google sent the browser back to. */
  | { readonly outcome: 'logged-in'; readonly next: Next }
  /** Back to Login, with the message when there is one (none when the shopper declined). */
  | { readonly outcome: 'refused' | 'failed'; readonly message?: UserMessage };

/** The same page, seen from another address. */
function pageAt(page: Page, url: string): Page {
  return { url: () => url, assign: (to) => page.assign(to), session: () => page.session(), local: () => page.local() };
}

/** The end of the Google redirect flow, on the page Google sent the browser back to (`url`). */
export async function finishGoogleLogin(context: FlowContext, url: string): Promise<GoogleReturn> {
  const page = new URL(url);
  const state = takeGoogleState(context.page.session(), page.searchParams.get('state'));
  const code = page.searchParams.get('code');
  // A forged or replayed state.
  if (!state) return { outcome: 'refused', message: { key: 'error.requestExpired' } };
  // The shopper declined on the consent page: nothing to say.
  if (!code) return { outcome: 'refused' };
  try {
    const loginResponseDTO = await oauthLogin(context, 'GOOGLE', code, state.bizScene, page.origin);
    const returnPage = new URL(page.pathname, page.origin);
    returnPage.searchParams.set('redirect', state.redirect);
    // Decided as from the return page, so that the state's redirect is where the member goes.
    return { outcome: 'logged-in', next: concludeLogin({ page: pageAt(context.page, returnPage.href) }, loginResponseDTO) };
  } catch (error) {
    reportCause('the Google login failed', error);
    return { outcome: 'failed', message: asMemberError(error).userMessage };
  }
}
