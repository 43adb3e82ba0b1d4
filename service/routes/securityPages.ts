/**
 * The server pages of account security: an e-mail verification link (opened on any device; a
 * button, so that a mail scanner's GET verifies nothing), the expired-link page, a push's approval
 * page (the member's other signed-in device types the number shown on the asking screen, and is
 * told none), each saying what it approves, from which device, where and when, "this wasn't me"
 * from a notice (it takes the account back: domain/notices.ts `undoChange`), and "it was me", an
 * original contact's approval of a contact added in the recovery window. Every POST needs the
 * page's CSRF field.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { EMAIL_LINK_EXPIRED_PATH } from '../../src/kernel/contract/security.ts';
import type { VerificationAction } from '../domain/verification.ts';
import { whenText, type Asker } from '../domain/approval.ts';
import { LOGIN_PATH } from '../../src/kernel/contract/memberPaths.ts';
import { maskEmail, maskPhone } from '../domain/account.ts';
import { ownOrigin } from './origin.ts';
import { APPROVAL_KIND, APPROVE_PATH, approveContact, pendingApproval } from '../domain/recovery.ts';
import { readerOf } from './reader.ts';
import type { ServiceDeps } from './deps.ts';
import { issuedWith } from '../domain/codes.ts';
import { NOT_ME_KIND, NOT_ME_PATH, notMeChange, undoChange } from '../domain/notices.ts';
import { OUTGOING_TEXTS } from '../domain/outgoingTexts.ts';
import { sessionUser } from '../domain/sessions.ts';
import { linkPurpose, loadVerification, settle, verificationState } from '../domain/verification.ts';
import { clearSessionCookie, CSRF_PARAMETER, csrfToken, csrfValid, sessionCookie } from './cookies.ts';
import { PAGE_TEXTS, page, pageLanguage } from './page.ts';
import type { PageTexts } from './pageTexts.ts';
import type { Language } from '../../src/kernel/config/languages.ts';
import { formBody } from './requests.ts';
import { LINK_KIND, PUSH_KIND, sessionOf, VERIFY_LINK_PATH, VERIFY_PUSH_PATH, type LinkData, type PushData } from './security.ts';

/** What an approval approves: the action, the asking device, where and when (domain/approval.ts). */
const approvalDetails = (texts: PageTexts, action: VerificationAction, asker: Asker) =>
  html`<dl class="approval">
    <dt>${texts.request}</dt>
    <dd><strong>${texts.actions[action]}</strong></dd>
    <dt>${texts.askedFrom}</dt>
    <dd>${asker.device}</dd>
    <dt>${texts.approximatePlace}</dt>
    <dd>${texts.where(asker.place, asker.network)}</dd>
    <dt>${texts.time}</dt>
    <dd>${whenText(asker.at)}</dd>
  </dl>`;

export function securityPageRoutes(deps: ServiceDeps) {
  const { storage, config } = deps;
  const app = new Hono();
  const csrfField = (c: Context) => html`<input type="hidden" name="${CSRF_PARAMETER}" value="${csrfToken(c, deps.csrfSecret)}" />`;
  const notFor = (language: Language, title: string, text: string) => page(language, title, html`<p>${text}</p><p><a href="/">${PAGE_TEXTS[language].backHome}</a></p>`);
  /** A stale form's answer, in the request's language (plain text). */
  const expiredForm = (c: Context) => c.text(PAGE_TEXTS[pageLanguage(c)].expiredForm, 403);
  /** The member a link token (of `kind`) was sent to, while it is valid: the page speaks their language. */
  const tokenMember = async (token: string, kind: string) => {
    const found = await storage.tokens.peek(token, kind, config.now());
    return found?.userId ? storage.users.byId(found.userId) : undefined;
  };

  /**
   * The verification of e-mail link `token` (its row as peeked, or as just taken), when the link is
   * the newest one of its verification and still unused: its code record must be the latest of its
   * address and purpose, open and unexpired.
   */
  async function linkTarget(token: string, row: { data: string | null } | undefined) {
    const at = config.now();
    if (!row?.data) return undefined;
    const data = JSON.parse(row.data) as LinkData;
    const verification = await loadVerification(deps, data.verification, undefined, { anySession: true }).catch(() => undefined);
    if (!verification?.user.email) return undefined;
    const latest = await storage.codes.latest(verification.user.email, linkPurpose(verification.data.action));
    if (!latest || latest.id !== data.codeId || latest.closedAt !== null || latest.expiresAt <= at || !issuedWith(latest, token)) return undefined;
    return { verification, codeId: latest.id, asker: data.asker };
  }

  app.get(EMAIL_LINK_EXPIRED_PATH, (c) => {
    const language = pageLanguage(c);
    const texts = PAGE_TEXTS[language];
    return c.html(page(language, texts.linkExpiredTitle, html`<p>${texts.linkExpiredText}</p><p><a class="button" href="/">${texts.backHome}</a></p>`), 410);
  });

  app.get(VERIFY_LINK_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const target = await linkTarget(token, await storage.tokens.peek(token, LINK_KIND, config.now()));
    if (!target || (await verificationState(deps, target.verification)) !== 'PENDING') return c.redirect(EMAIL_LINK_EXPIRED_PATH, 302);
    const language = pageLanguage(c, target.verification.user);
    const texts = PAGE_TEXTS[language];
    return c.html(
      page(
        language,
        texts.confirmTitle,
        html`<p>${texts.confirmText}</p>
          ${approvalDetails(texts, target.verification.data.action, target.asker)}
          <form method="post">${csrfField(c)}<input type="hidden" name="token" value="${token}" /><button type="submit">${texts.confirmButton}</button></form>`,
      ),
    );
  });

  app.post(VERIFY_LINK_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return expiredForm(c);
    const token = form.token ?? '';
    // Taken first: a link works once, whatever follows; its code is used up with it.
    const target = await linkTarget(token, await storage.tokens.take(token, LINK_KIND, config.now()));
    if (!target || !(await storage.codes.use(target.codeId, config.now()))) return c.redirect(EMAIL_LINK_EXPIRED_PATH, 303);
    const state = await settle(deps, target.verification, 'VERIFIED');
    if (state !== 'VERIFIED') return c.redirect(EMAIL_LINK_EXPIRED_PATH, 303);
    const language = pageLanguage(c, target.verification.user);
    return c.html(notFor(language, PAGE_TEXTS[language].verifiedTitle, PAGE_TEXTS[language].verifiedText));
  });

  /** The push of `id` and its verification, when the member of this browser is the one it asks. */
  async function pushFor(c: Context, push: { data: string | null } | undefined) {
    const user = await sessionUser(storage, config, sessionCookie(c));
    if (!user || !push?.data) return { user, target: undefined };
    const data = JSON.parse(push.data) as PushData;
    const verification = await loadVerification(deps, data.verification, undefined, { anySession: true }).catch(() => undefined);
    // The asking browser cannot approve itself: the push is for the member's other device, and
    // never for one the action signs out.
    const own = sessionOf(c);
    const excluded = own !== undefined && (verification?.data.pushExcept?.includes(own) ?? false);
    if (!verification || verification.user.id !== user.id || verification.data.session === own || excluded) return { user, target: undefined };
    return { user, target: { data, verification } };
  }

  app.get(VERIFY_PUSH_PATH, async (c) => {
    const id = c.req.query('id') ?? '';
    const { user, target } = await pushFor(c, await storage.tokens.peek(id, PUSH_KIND, config.now()));
    const language = pageLanguage(c, user);
    const texts = PAGE_TEXTS[language];
    if (!user) {
      const back = `${VERIFY_PUSH_PATH}?${new URLSearchParams({ id })}`;
      return c.html(
        page(language, texts.pushTitle, html`<p>${texts.pushLogInFirst}</p><p><a href="${LOGIN_PATH}?redirect=${encodeURIComponent(back)}">${texts.logIn}</a></p>`),
      );
    }
    if (!target || (await verificationState(deps, target.verification)) !== 'PENDING') return c.html(notFor(language, texts.pushTitle, texts.requestExpired), 410);
    return c.html(
      page(
        language,
        texts.pushTitle,
        html`<p>${texts.pushText}</p>
          ${approvalDetails(texts, target.verification.data.action, target.data.asker)}
          <form method="post">
            ${csrfField(c)}<input type="hidden" name="id" value="${id}" />
            <label>${texts.pushNumber}
              <input name="number" inputmode="numeric" autocomplete="off" pattern="[0-9]{2}" maxlength="2" required />
            </label>
            <button type="submit">${texts.approve}</button>
          </form>`,
      ),
    );
  });

  app.post(VERIFY_PUSH_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return expiredForm(c);
    const peeked = await storage.tokens.peek(form.id ?? '', PUSH_KIND, config.now());
    const { user, target } = await pushFor(c, peeked);
    const language = pageLanguage(c, user);
    const texts = PAGE_TEXTS[language];
    // One choice per push: taken before it is compared, so a wrong guess cannot be followed by another.
    if (!target || !(await storage.tokens.take(form.id ?? '', PUSH_KIND, config.now()))) return c.html(notFor(language, texts.pushTitle, texts.requestExpired), 410);
    const right = Number(form.number) === target.data.number;
    const state = await settle(deps, target.verification, right ? 'VERIFIED' : 'REJECTED');
    return c.html(state === 'VERIFIED' ? notFor(language, texts.approvedTitle, texts.approvedText) : notFor(language, texts.deniedTitle, texts.deniedText));
  });

  app.get(NOT_ME_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const change = await notMeChange(storage, token, config.now());
    const language = pageLanguage(c, change ? await tokenMember(token, NOT_ME_KIND) : undefined);
    const texts = PAGE_TEXTS[language];
    if (!change) return c.html(notFor(language, texts.notMeTitle, texts.linkUsed), 410);
    return c.html(
      page(
        language,
        texts.notMeTitle,
        html`<p>${OUTGOING_TEXTS[language].changes[change.change]}</p>
          <p>${texts.notMeText}</p>
          <form method="post">${csrfField(c)}<input type="hidden" name="token" value="${token}" /><button type="submit">${texts.notMeButton}</button></form>`,
      ),
    );
  });

  app.post(NOT_ME_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return expiredForm(c);
    // The member is read before the link is used up: afterwards its token is gone.
    const member = await tokenMember(form.token ?? '', NOT_ME_KIND);
    const undone = await undoChange(deps, ownOrigin(c), form.token ?? '', readerOf(c).language);
    const language = pageLanguage(c, undone ? member : undefined);
    const texts = PAGE_TEXTS[language];
    if (!undone) return c.html(notFor(language, texts.notMeTitle, texts.linkUsed), 410);
    clearSessionCookie(c);
    const { email, phonePrefixCode, phone } = undone.sentTo;
    const places = [...(email ? [maskEmail(email)] : []), ...(phone ? [maskPhone(phonePrefixCode, phone)] : [])];
    return c.html(
      page(
        language,
        texts.securedTitle,
        html`<p>${undone.data.change === 'newDevice' ? texts.securedNewDevice : texts.securedContacts}</p>
          <p>${texts.passwordLinkSent(places)}</p>`,
      ),
    );
  });

  app.get(APPROVE_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const approval = await pendingApproval(deps, token);
    const language = pageLanguage(c, approval ? await tokenMember(token, APPROVAL_KIND) : undefined);
    const texts = PAGE_TEXTS[language];
    if (!approval) return c.html(notFor(language, texts.itWasMeTitle, texts.linkUsed), 410);
    return c.html(
      page(
        language,
        texts.itWasMeTitle,
        html`<p>${texts.itWasMeText(approval.label)}</p>
          <form method="post">${csrfField(c)}<input type="hidden" name="token" value="${token}" /><button type="submit">${texts.itWasMeButton}</button></form>
          <p>${texts.itWasMeWarning}</p>`,
      ),
    );
  });

  app.post(APPROVE_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return expiredForm(c);
    // The member is read before the link is used up: afterwards its token is gone.
    const member = await tokenMember(form.token ?? '', APPROVAL_KIND);
    const approval = await approveContact(deps, form.token ?? '');
    const language = pageLanguage(c, approval ? member : undefined);
    const texts = PAGE_TEXTS[language];
    if (!approval) return c.html(notFor(language, texts.itWasMeTitle, texts.linkUsed), 410);
    return c.html(notFor(language, texts.thanksTitle, texts.canRecover(approval.label)));
  });

  return app;
}
