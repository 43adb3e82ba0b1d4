/**
 * The member service's own pages (the member area is `<member-account>` on a host page, see
 * demo/hostPages.ts): logging out, the account-auth confirmation a social login's next step leads
 * to, and the phone's QR confirmation page. The main site's pages the next steps also lead to are
 * the demo's (demo/shopPages.ts).
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { ServiceDeps } from './deps.ts';
import { ACCOUNT_AUTH_KIND, maskedAccount, PAGES, type AccountAuthData } from '../domain/logins.ts';
import { confirmQr, madeAgo, networkOf, QR_CONFIRM_PATH, requesterOf, scanQr } from '../domain/qr.ts';
import { endSession, sessionUser, startSession } from '../domain/sessions.ts';
import type { QrRecord } from '../storage/Storage.ts';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../src/kernel/contract/memberPaths.ts';
import { safeRedirect } from './redirects.ts';
import { formBody } from './requests.ts';
import { clearSessionCookie, CSRF_PARAMETER, csrfToken, csrfValid, openedDirectly, presentBinding, sessionCookie, setSessionCookie } from './cookies.ts';
import { afterLogin } from './loggedIn.ts';
import { clientAddress } from './http.ts';
import { sessionOf } from './security.ts';
import { page } from './page.ts';

export const LOGOUT_PATH = '/user/logout';

export function memberPageRoutes(deps: ServiceDeps) {
  const { storage, config } = deps;
  const app = new Hono();
  const currentUser = (c: Context) => sessionUser(storage, config, sessionCookie(c));
  const csrfField = (c: Context) => html`<input type="hidden" name="${CSRF_PARAMETER}" value="${csrfToken(c, deps.csrfSecret)}" />`;
  const formValid = async (c: Context) => csrfValid(c, deps.csrfSecret, (await formBody(c))[CSRF_PARAMETER]);

  app.post(LOGOUT_PATH, async (c) => {
    if (!(await formValid(c))) return c.text('Your page has expired. Please go back and refresh.', 403);
    const id = sessionCookie(c);
    if (id) await endSession(storage, id);
    clearSessionCookie(c);
    return c.redirect('/', 303);
  });

  /**
   * The member of a next step's token, when this browser is the one that logged in (the token's
   * `browser`, routes/cookies.ts): a token opened in another browser is nobody's here.
   */
  async function nextStepUser(c: Context, kind: string, token: string, take: boolean) {
    const at = config.now();
    const found = await storage.tokens.peek(token, kind, at);
    const data = found?.data ? (JSON.parse(found.data) as Partial<AccountAuthData>) : undefined;
    const browser = presentBinding(c);
    if (!found?.userId || !browser || data?.browser !== browser) return undefined;
    if (take && !(await storage.tokens.take(token, kind, at))) return undefined;
    const user = await storage.users.byId(found.userId);
    return user?.status === 'NORMAL' ? user : undefined;
  }

  /**
   * A next-step page that ends with the member logged in: it names the account (masked), and only
   * the browser that logged in may confirm; then a new session.
   */
  function confirmationPage(path: string, kind: string, title: string, text: string) {
    const gone = (c: Context) =>
      c.html(
        page(title, html`<p>This request has expired, or was started in another browser. Please log in again in this browser.</p><p><a href="/">Back to home</a></p>`),
        410,
      );
    app.get(path, async (c) => {
      const { token = '', redirect, type = '' } = c.req.query();
      const user = await nextStepUser(c, kind, token, false);
      if (!user) return gone(c);
      return c.html(
        page(
          title,
          html`<p>${text}</p>
            <p>You are logging in to the account <strong>${maskedAccount(user)}</strong>.</p>
            <form method="post">
              ${csrfField(c)}
              <input type="hidden" name="token" value="${token}" />
              <input type="hidden" name="type" value="${type}" />
              <input type="hidden" name="redirect" value="${redirect ?? ''}" />
              <button type="submit">Confirm it's me</button>
            </form>`,
        ),
      );
    });
    app.post(path, async (c) => {
      const form = await formBody(c);
      if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text('Your page has expired. Please go back and refresh.', 403);
      // Peeked first: a token sent from another browser is refused and stays usable where it belongs.
      const user = await nextStepUser(c, kind, form.token ?? '', true);
      if (!user) return gone(c);
      const session = await startSession(storage, config, user.id, sessionCookie(c), c.req.header('user-agent'));
      setSessionCookie(c, session.id, session.expiresAt, config.now());
      await afterLogin(deps, c, user);
      return c.redirect(safeRedirect(c, form.redirect, DASHBOARD_PATH), 303);
    });
  }
  confirmationPage(PAGES.accountAuthVerify, ACCOUNT_AUTH_KIND, 'Verify your account', 'Please confirm your account to link your social login.');

  const qrTitle = 'Log in on your computer';
  const qrGone = html`<p>This code has expired or was scanned on another phone. Refresh the code on your computer and scan it again.</p>`;

  app.get(QR_CONFIRM_PATH, async (c) => {
    const requestId = c.req.query('requestId') ?? '';
    // A scan opens this page from no page at all (the camera); a link on another site's page (a
    // mail, a chat, an attacker's page) says so in Sec-Fetch-Site, and scans nothing.
    if (!openedDirectly(c)) {
      return c.html(
        page(
          qrTitle,
          html`<p>A login code works only when you scan it with this phone's camera from your own computer's screen, not from a link.</p>
            <p>If someone sent you this link, do not go on: they may be trying to get into your account.</p>`,
        ),
        403,
      );
    }
    const user = await currentUser(c);
    const session = sessionOf(c);
    if (!user || !session) {
      const back = `${QR_CONFIRM_PATH}?requestId=${encodeURIComponent(requestId)}`;
      return c.html(
        page(
          'Log in on your computer',
          html`<p>Log in on this phone first, then open the code again.</p><p><a href="${LOGIN_PATH}?redirect=${encodeURIComponent(back)}">Log in</a></p>`,
        ),
      );
    }
    const qr = await scanQr(storage, config, requestId, session);
    if (!qr) return c.html(page(qrTitle, qrGone), 410);
    // Only a scan (Sec-Fetch-Site: none) confirms with one press; a link an app handed over (no
    // fetch metadata) or one followed from a page first shows a second step (issue 32, guarantee 5).
    return c.html(qrConfirmPage(c, user, qr, c.req.header('sec-fetch-site') === 'none'));
  });

  /** The phone's question for code `qr`: who logs in, which computer asks, where and when; `scanned`: one press confirms. */
  function qrConfirmPage(c: Context, user: { name: string | null; email: string | null }, qr: QrRecord, scanned: boolean) {
    const { device, network } = requesterOf(qr);
    const sameNetwork = network !== null && network === networkOf(clientAddress(c, config.trustProxy));
    const where = network
      ? html`the network <strong>${network}</strong>${sameNetwork ? ' (the same network as this phone)' : ''}`
      : 'a network the service does not know';
    const requester = html`<p class="qr-requester">The computer asking: <strong>${device}</strong>, on ${where}. Its code was made ${madeAgo(qr.createdAt, config.now())}.</p>`;
    const form = (label: string) =>
      html`<form method="post">${csrfField(c)}<input type="hidden" name="requestId" value="${qr.requestId}" />${scanned ? html`<input type="hidden" name="reviewed" value="1" />` : ''}<button type="submit">${label}</button></form>`;
    return page(
      qrTitle,
      html`<p>Log in on your computer as <strong>${user.name ?? user.email ?? ''}</strong>?</p>
        ${requester}
        <p>Confirm only if you just scanned this code on your own computer's screen. If not, someone may be trying to log in as you: do not confirm.</p>
        ${form(scanned ? 'Confirm login' : 'Continue')}`,
    );
  }

  /** The second step of a code opened outside a scan: the computer again, and a confirmation of its own. */
  function qrReviewPage(c: Context, user: { name: string | null; email: string | null }, qr: QrRecord) {
    const { device, network } = requesterOf(qr);
    return page(
      qrTitle,
      html`<p>This code was not opened by this phone's camera. Someone may have sent you the link to get into your account.</p>
        <p>Check the computer that asks. Confirm only if it is yours and in front of you now:</p>
        <p class="qr-requester"><strong>${device}</strong>, on ${network ? html`the network <strong>${network}</strong>` : 'a network the service does not know'}, its code made ${madeAgo(qr.createdAt, config.now())}.</p>
        <form method="post">${csrfField(c)}<input type="hidden" name="requestId" value="${qr.requestId}" /><input type="hidden" name="reviewed" value="1" /><button type="submit">Yes, log in ${user.name ?? user.email ?? ''} on this computer</button></form>
        <p><a href="/">No, this is not my computer</a></p>`,
    );
  }

  app.post(QR_CONFIRM_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text('Your page has expired. Please go back and refresh.', 403);
    const user = await currentUser(c);
    const session = sessionOf(c);
    if (user && session && form.reviewed !== '1') {
      const qr = await scanQr(storage, config, form.requestId ?? '', session);
      return qr ? c.html(qrReviewPage(c, user, qr)) : c.html(page(qrTitle, qrGone), 410);
    }
    // Only the phone session that scanned this code, while it is SCANNED and alive (domain/qr.ts).
    const confirmed = user && session ? await confirmQr(storage, config, form.requestId ?? '', user.id, session) : false;
    return c.html(page(qrTitle, confirmed ? html`<p>Done. Please finish on your computer.</p>` : qrGone), confirmed ? 200 : 410);
  });

  return app;
}
