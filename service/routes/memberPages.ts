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
import { PAGE_TEXTS, page, pageLanguage } from './page.ts';
import type { PageTexts } from './pageTexts.ts';
import type { Language } from '../../src/kernel/config/languages.ts';

type Member = { readonly name: string | null; readonly email: string | null; readonly language: Language | null };

/** "42 seconds ago", "3 minutes ago": how long ago a code was made (domain/qr.ts `madeAgo`), in the page's words. */
const ago = (texts: PageTexts, createdAt: number, at: number) => madeAgo(createdAt, at, texts);

export const LOGOUT_PATH = '/user/logout';

export function memberPageRoutes(deps: ServiceDeps) {
  const { storage, config } = deps;
  const app = new Hono();
  const currentUser = (c: Context) => sessionUser(storage, config, sessionCookie(c));
  const csrfField = (c: Context) => html`<input type="hidden" name="${CSRF_PARAMETER}" value="${csrfToken(c, deps.csrfSecret)}" />`;
  const formValid = async (c: Context) => csrfValid(c, deps.csrfSecret, (await formBody(c))[CSRF_PARAMETER]);

  app.post(LOGOUT_PATH, async (c) => {
    if (!(await formValid(c))) return c.text(PAGE_TEXTS[pageLanguage(c)].expiredForm, 403);
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
  function confirmationPage(path: string, kind: string, title: (texts: PageTexts) => string, text: (texts: PageTexts) => string) {
    const gone = (c: Context) => {
      const language = pageLanguage(c);
      const texts = PAGE_TEXTS[language];
      return c.html(page(language, title(texts), html`<p>${texts.nextStepGone}</p><p><a href="/">${texts.backHome}</a></p>`), 410);
    };
    app.get(path, async (c) => {
      const { token = '', redirect, type = '' } = c.req.query();
      const user = await nextStepUser(c, kind, token, false);
      if (!user) return gone(c);
      const language = pageLanguage(c, user);
      const texts = PAGE_TEXTS[language];
      return c.html(
        page(
          language,
          title(texts),
          html`<p>${text(texts)}</p>
            <p>${texts.loggingInTo(maskedAccount(user))}</p>
            <form method="post">
              ${csrfField(c)}
              <input type="hidden" name="token" value="${token}" />
              <input type="hidden" name="type" value="${type}" />
              <input type="hidden" name="redirect" value="${redirect ?? ''}" />
              <button type="submit">${texts.confirmItsMe}</button>
            </form>`,
        ),
      );
    });
    app.post(path, async (c) => {
      const form = await formBody(c);
      if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text(PAGE_TEXTS[pageLanguage(c)].expiredForm, 403);
      // Peeked first: a token sent from another browser is refused and stays usable where it belongs.
      const user = await nextStepUser(c, kind, form.token ?? '', true);
      if (!user) return gone(c);
      const session = await startSession(storage, config, user.id, sessionCookie(c), c.req.header('user-agent'));
      setSessionCookie(c, session.id, session.expiresAt, config.now());
      await afterLogin(deps, c, user);
      return c.redirect(safeRedirect(c, form.redirect, DASHBOARD_PATH), 303);
    });
  }
  confirmationPage(
    PAGES.accountAuthVerify,
    ACCOUNT_AUTH_KIND,
    (texts) => texts.verifyAccountTitle,
    (texts) => texts.verifyAccountText,
  );

  /** The QR page's answer that the code is gone (expired, or another phone's). */
  const qrGone = (language: Language) => page(language, PAGE_TEXTS[language].qrTitle, html`<p>${PAGE_TEXTS[language].qrGone}</p>`);

  app.get(QR_CONFIRM_PATH, async (c) => {
    const requestId = c.req.query('requestId') ?? '';
    // A scan opens this page from no page at all (the camera); a link on another site's page (a
    // mail, a chat, an attacker's page) says so in Sec-Fetch-Site, and scans nothing.
    if (!openedDirectly(c)) {
      const language = pageLanguage(c);
      const texts = PAGE_TEXTS[language];
      return c.html(page(language, texts.qrTitle, html`<p>${texts.qrNotFromLink}</p><p>${texts.qrSentLink}</p>`), 403);
    }
    const user = await currentUser(c);
    const session = sessionOf(c);
    const language = pageLanguage(c, user);
    if (!user || !session) {
      const texts = PAGE_TEXTS[language];
      const back = `${QR_CONFIRM_PATH}?requestId=${encodeURIComponent(requestId)}`;
      return c.html(
        page(language, texts.qrTitle, html`<p>${texts.qrLogInFirst}</p><p><a href="${LOGIN_PATH}?redirect=${encodeURIComponent(back)}">${texts.logIn}</a></p>`),
      );
    }
    const qr = await scanQr(storage, config, requestId, session);
    if (!qr) return c.html(qrGone(language), 410);
    // Only a scan (Sec-Fetch-Site: none) confirms with one press; a link an app handed over (no
    // fetch metadata) or one followed from a page first shows a second step (issue 32, guarantee 5).
    return c.html(qrConfirmPage(c, user, qr, c.req.header('sec-fetch-site') === 'none'));
  });

  /** The phone's question for code `qr`: who logs in, which computer asks, where and when; `scanned`: one press confirms. */
  function qrConfirmPage(c: Context, user: Member, qr: QrRecord, scanned: boolean) {
    const language = pageLanguage(c, user);
    const texts = PAGE_TEXTS[language];
    const { device, network } = requesterOf(qr);
    const sameNetwork = network !== null && network === networkOf(clientAddress(c, config.trustProxy));
    const requester = html`<p class="qr-requester">${texts.qrRequester(device, network, sameNetwork, ago(texts, qr.createdAt, config.now()))}</p>`;
    const form = (label: string) =>
      html`<form method="post">${csrfField(c)}<input type="hidden" name="requestId" value="${qr.requestId}" />${scanned ? html`<input type="hidden" name="reviewed" value="1" />` : ''}<button type="submit">${label}</button></form>`;
    return page(
      language,
      texts.qrTitle,
      html`<p>${texts.qrLogInAs(user.name ?? user.email ?? '')}</p>
        ${requester}
        <p>${texts.qrConfirmOnly}</p>
        ${form(scanned ? texts.qrConfirm : texts.qrContinue)}`,
    );
  }

  /** The second step of a code opened outside a scan: the computer again, and a confirmation of its own. */
  function qrReviewPage(c: Context, user: Member, qr: QrRecord) {
    const language = pageLanguage(c, user);
    const texts = PAGE_TEXTS[language];
    const { device, network } = requesterOf(qr);
    return page(
      language,
      texts.qrTitle,
      html`<p>${texts.qrReviewWarning}</p>
        <p>${texts.qrReviewCheck}</p>
        <p class="qr-requester">${texts.qrReviewRequester(device, network, ago(texts, qr.createdAt, config.now()))}</p>
        <form method="post">${csrfField(c)}<input type="hidden" name="requestId" value="${qr.requestId}" /><input type="hidden" name="reviewed" value="1" /><button type="submit">${texts.qrReviewYes(user.name ?? user.email ?? '')}</button></form>
        <p><a href="/">${texts.qrReviewNo}</a></p>`,
    );
  }

  app.post(QR_CONFIRM_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text(PAGE_TEXTS[pageLanguage(c)].expiredForm, 403);
    const user = await currentUser(c);
    const session = sessionOf(c);
    const language = pageLanguage(c, user);
    if (user && session && form.reviewed !== '1') {
      const qr = await scanQr(storage, config, form.requestId ?? '', session);
      return qr ? c.html(qrReviewPage(c, user, qr)) : c.html(qrGone(language), 410);
    }
    // Only the phone session that scanned this code, while it is SCANNED and alive (domain/qr.ts).
    const confirmed = user && session ? await confirmQr(storage, config, form.requestId ?? '', user.id, session) : false;
    if (!confirmed) return c.html(qrGone(language), 410);
    return c.html(page(language, PAGE_TEXTS[language].qrTitle, html`<p>${PAGE_TEXTS[language].qrDone}</p>`));
  });

  return app;
}
