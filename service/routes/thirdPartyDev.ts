/**
 * Development stand-ins of the third-party providers (real ones cannot be reached from here), that
 * speak their protocols: a Google consent page that sends the browser back to /user/google-login
 * with a code and the untouched state, and a Facebook SDK whose login dialog hands back an access
 * token. Codes and tokens are one-time tokens that `loginByOAuthCode` exchanges.
 */
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { GOOGLE_LOGIN_PATH } from '../../src/kernel/config/thirdParty.ts';
import type { ServiceDeps } from './deps.ts';
import { oneTimeToken } from '../domain/logins.ts';
import { CSRF_PARAMETER, csrfToken, csrfValid } from './cookies.ts';
import { scriptNonce } from './headers.ts';
import { ownOrigin } from './origin.ts';
import { page } from './page.ts';
import { formBody } from './requests.ts';

export const GOOGLE_AUTHORIZE_PATH = '/__dev/google/authorize';
export const FACEBOOK_SDK_PATH = '/__dev/facebook/sdk.js';
export const FACEBOOK_DIALOG_PATH = '/__dev/facebook/dialog';
export const FACEBOOK_MESSAGE = 'facebook-stand-in';
/** The identities the stand-ins offer: each a seeded account. */
export const SOCIAL_IDENTITIES = ['shopper@example.com', 'oauth-verify@example.com', 'oauth-phone@example.com', 'risky-social@example.com'] as const;

const FACEBOOK_SDK = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  let appId = '';
  window.FB = {
    init(options) { appId = options.appId; },
    login(callback) {
      const dialog = window.open(origin + '${FACEBOOK_DIALOG_PATH}?app_id=' + encodeURIComponent(appId) + '&origin=' + encodeURIComponent(location.origin), 'facebook-login', 'popup,width=420,height=600');
      const cancelled = { status: 'unknown', authResponse: null };
      let answered = false;
      if (!dialog) return callback(cancelled);
      const onMessage = (event) => {
        if (event.origin !== origin || event.source !== dialog || !event.data || event.data.type !== '${FACEBOOK_MESSAGE}') return;
        answered = true;
        stop();
        // The SDK closes its dialog once it has the answer: a dialog that closed itself could be
        // seen closed before its message arrived, and the login would read as cancelled.
        dialog.close();
        callback(event.data.accessToken ? { status: 'connected', authResponse: { accessToken: event.data.accessToken } } : cancelled);
      };
      // A closed dialog means cancelled, unless its answer is still on the way: the dialog posts it
      // and closes, and the two reach this window in either order.
      const timer = setInterval(() => {
        if (!dialog.closed) return;
        clearInterval(timer);
        setTimeout(() => { if (!answered) { stop(); callback(cancelled); } }, 1000);
      }, 300);
      function stop() { clearInterval(timer); window.removeEventListener('message', onMessage); }
      window.addEventListener('message', onMessage);
    },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;

/** A value written into an inline script: JSON, with `<` escaped so that it cannot end the script. */
function scriptValue(value: unknown) {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c'));
}

function identities(c: Context, secret: string, hidden: Record<string, string>, submit: string) {
  return html`<form method="post">
    <input type="hidden" name="${CSRF_PARAMETER}" value="${csrfToken(c, secret)}" />
    ${Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
    <fieldset>
      <legend>Choose an account</legend>
      ${SOCIAL_IDENTITIES.map(
        (email, index) => html`<p><label><input type="radio" name="email" value="${email}" ${index === 0 ? 'checked' : ''} /> ${email}</label></p>`,
      )}
    </fieldset>
    <button type="submit">${submit}</button>
  </form>`;
}

export function thirdPartyDevRoutes(deps: ServiceDeps) {
  const { storage } = deps;
  const app = new Hono();

  /** The one-time code or token of a chosen identity. */
  async function tokenFor(kind: string, email: string): Promise<string | undefined> {
    if (!(SOCIAL_IDENTITIES as readonly string[]).includes(email)) return undefined;
    const user = await storage.users.byEmail(email);
    return user ? oneTimeToken(deps, kind, user.id) : undefined;
  }

  /** Only this origin's /user/google-login may receive codes. */
  function redirectAllowed(c: Context, redirectUri: string): boolean {
    try {
      const url = new URL(redirectUri);
      return url.origin === ownOrigin(c) && url.pathname === GOOGLE_LOGIN_PATH;
    } catch {
      return false;
    }
  }

  app.get(GOOGLE_AUTHORIZE_PATH, (c) => {
    const { client_id: clientId = '', redirect_uri: redirectUri = '', state = '', response_type: responseType } = c.req.query();
    if (!clientId || responseType !== 'code' || !redirectAllowed(c, redirectUri)) {
      return c.html(page('en', 'Sign in with Google', html`<p>This sign-in request is not valid (client id, response type or redirect URI).</p>`), 400);
    }
    const cancel = `${redirectUri}?${new URLSearchParams({ error: 'access_denied', state })}`;
    return c.html(
      page(
        'en',
        'Sign in with Google',
        html`<p>Development stand-in of Google's consent page, for the app <code>${clientId}</code>.</p>
          ${identities(c, deps.csrfSecret, { redirect_uri: redirectUri, state }, 'Continue')}
          <p><a href="${cancel}">Cancel</a></p>`,
      ),
    );
  });

  app.post(GOOGLE_AUTHORIZE_PATH, async (c) => {
    const form = await formBody(c);
    const redirectUri = form.redirect_uri ?? '';
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER]) || !redirectAllowed(c, redirectUri)) return c.text('Invalid request', 400);
    const code = await tokenFor('oauth-GOOGLE', form.email ?? '');
    if (!code) return c.text('Unknown account', 400);
    return c.redirect(`${redirectUri}?${new URLSearchParams({ code, state: form.state ?? '' })}`, 303);
  });

  app.get(FACEBOOK_SDK_PATH, (c) => c.body(FACEBOOK_SDK, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }));

  /** The page origin that opened the dialog: the only one its answer is posted to. */
  function openerOrigin(value: unknown): string | undefined {
    try {
      const origin = new URL(String(value)).origin;
      return origin === 'null' ? undefined : origin;
    } catch {
      return undefined;
    }
  }

  /** Posts the dialog's answer to its opener's origin; the SDK there closes the window. */
  const answer = (c: Context, origin: string, accessToken: string | null) =>
    html`<script nonce="${scriptNonce(c)}">
      window.opener?.postMessage({ type: '${FACEBOOK_MESSAGE}', accessToken: ${scriptValue(accessToken)} }, ${scriptValue(origin)});
    </script>`;

  app.get(FACEBOOK_DIALOG_PATH, (c) => {
    const origin = openerOrigin(c.req.query('origin'));
    if (!origin) return c.html(page('en', 'Log in with Facebook', html`<p>This login request is not valid.</p>`), 400);
    return c.html(
      page(
        'en',
        'Log in with Facebook',
        html`<p>Development stand-in of Facebook's login dialog, for the app <code>${c.req.query('app_id') ?? ''}</code>.</p>
          ${identities(c, deps.csrfSecret, { origin }, 'Continue')}
          <form method="post"><input type="hidden" name="${CSRF_PARAMETER}" value="${csrfToken(c, deps.csrfSecret)}" /><input type="hidden" name="origin" value="${origin}" /><button type="submit" name="cancel" value="1">Cancel</button></form>`,
      ),
    );
  });

  app.post(FACEBOOK_DIALOG_PATH, async (c) => {
    const form = await formBody(c);
    const origin = openerOrigin(form.origin);
    if (!origin || !csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text('Invalid request', 400);
    const token = form.cancel ? undefined : await tokenFor('oauth-FACEBOOK', form.email ?? '');
    return c.html(
      page('en', 'Log in with Facebook', html`<p>${token ? 'Logged in. This window closes.' : 'Cancelled. This window closes.'}</p>${answer(c, origin, token ?? null)}`),
    );
  });

  return app;
}
