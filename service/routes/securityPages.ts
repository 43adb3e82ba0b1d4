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
import { EMAIL_LINK_EXPIRED_PATH, type SecurityAction } from '../../src/kernel/contract/security.ts';
import { ACTION_TEXTS, whenText, whereText, type Asker } from '../domain/approval.ts';
import { LOGIN_PATH } from '../../src/kernel/contract/memberPaths.ts';
import { maskEmail, maskPhone } from '../domain/account.ts';
import { ownOrigin } from './origin.ts';
import { APPROVE_PATH, approveContact, pendingApproval } from '../domain/recovery.ts';
import { readerOf } from './reader.ts';
import type { ServiceDeps } from './deps.ts';
import { issuedWith } from '../domain/codes.ts';
import { CHANGE_TEXTS, NOT_ME_PATH, notMeChange, undoChange } from '../domain/notices.ts';
import { sessionUser } from '../domain/sessions.ts';
import { linkPurpose, loadVerification, settle, verificationState } from '../domain/verification.ts';
import { clearSessionCookie, CSRF_PARAMETER, csrfToken, csrfValid, sessionCookie } from './cookies.ts';
import { page } from './page.ts';
import { formBody } from './requests.ts';
import { LINK_KIND, PUSH_KIND, sessionOf, VERIFY_LINK_PATH, VERIFY_PUSH_PATH, type LinkData, type PushData } from './security.ts';

const EXPIRED_FORM = 'Your page has expired. Please go back and refresh.';

/** What an approval approves: the action, the asking device, where and when (domain/approval.ts). */
const approvalDetails = (action: SecurityAction, asker: Asker) =>
  html`<dl class="approval">
    <dt>Request</dt>
    <dd><strong>${ACTION_TEXTS[action]}</strong></dd>
    <dt>Asked from</dt>
    <dd>${asker.device}</dd>
    <dt>Approximate place</dt>
    <dd>${whereText(asker)}</dd>
    <dt>Time</dt>
    <dd>${whenText(asker.at)}</dd>
  </dl>`;

export function securityPageRoutes(deps: ServiceDeps) {
  const { storage, config } = deps;
  const app = new Hono();
  const csrfField = (c: Context) => html`<input type="hidden" name="${CSRF_PARAMETER}" value="${csrfToken(c, deps.csrfSecret)}" />`;
  const notFor = (title: string, text: string) => page(title, html`<p>${text}</p><p><a href="/">Back to home</a></p>`);

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

  app.get(EMAIL_LINK_EXPIRED_PATH, (c) =>
    c.html(
      page(
        'This link has expired',
        html`<p>This link has expired or was already used. Please ask for a new one on the page you were verifying on.</p><p><a class="button" href="/">Back to home</a></p>`,
      ),
      410,
    ),
  );

  app.get(VERIFY_LINK_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const target = await linkTarget(token, await storage.tokens.peek(token, LINK_KIND, config.now()));
    if (!target || (await verificationState(deps, target.verification)) !== 'PENDING') return c.redirect(EMAIL_LINK_EXPIRED_PATH, 302);
    return c.html(
      page(
        "Confirm it's you",
        html`<p>Someone asked to verify your account for this. Confirm only if it was you, on this device and at this time.</p>
          ${approvalDetails(target.verification.data.action, target.asker)}
          <form method="post">${csrfField(c)}<input type="hidden" name="token" value="${token}" /><button type="submit">Yes, it's me</button></form>`,
      ),
    );
  });

  app.post(VERIFY_LINK_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text(EXPIRED_FORM, 403);
    const token = form.token ?? '';
    // Taken first: a link works once, whatever follows; its code is used up with it.
    const target = await linkTarget(token, await storage.tokens.take(token, LINK_KIND, config.now()));
    if (!target || !(await storage.codes.use(target.codeId, config.now()))) return c.redirect(EMAIL_LINK_EXPIRED_PATH, 303);
    const state = await settle(deps, target.verification, 'VERIFIED');
    if (state !== 'VERIFIED') return c.redirect(EMAIL_LINK_EXPIRED_PATH, 303);
    return c.html(page("You're verified", html`<p>Thank you. Go back to the page you were verifying on: it goes on by itself.</p><p><a href="/">Back to home</a></p>`));
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
    if (!user) {
      const back = `${VERIFY_PUSH_PATH}?${new URLSearchParams({ id })}`;
      return c.html(
        page(
          'Is it you?',
          html`<p>Log in on this device first, then open the request again.</p><p><a href="${LOGIN_PATH}?redirect=${encodeURIComponent(back)}">Log in</a></p>`,
        ),
      );
    }
    if (!target || (await verificationState(deps, target.verification)) !== 'PENDING') return c.html(notFor('Is it you?', 'This request has expired.'), 410);
    return c.html(
      page(
        'Is it you?',
        html`<p>Someone is verifying your account on another screen. If it is you, type the number that screen shows. If not, close this page.</p>
          ${approvalDetails(target.verification.data.action, target.data.asker)}
          <form method="post">
            ${csrfField(c)}<input type="hidden" name="id" value="${id}" />
            <label>Number shown on the other screen
              <input name="number" inputmode="numeric" autocomplete="off" pattern="[0-9]{2}" maxlength="2" required />
            </label>
            <button type="submit">Approve</button>
          </form>`,
      ),
    );
  });

  app.post(VERIFY_PUSH_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text(EXPIRED_FORM, 403);
    const peeked = await storage.tokens.peek(form.id ?? '', PUSH_KIND, config.now());
    const { target } = await pushFor(c, peeked);
    // One choice per push: taken before it is compared, so a wrong guess cannot be followed by another.
    if (!target || !(await storage.tokens.take(form.id ?? '', PUSH_KIND, config.now()))) return c.html(notFor('Is it you?', 'This request has expired.'), 410);
    const right = Number(form.number) === target.data.number;
    const state = await settle(deps, target.verification, right ? 'VERIFIED' : 'REJECTED');
    return c.html(
      state === 'VERIFIED'
        ? notFor('Approved', 'Done. Please finish on the other screen.')
        : notFor('Denied', 'That was not the number shown, so the request was denied. If it was not you, change your password.'),
    );
  });

  app.get(NOT_ME_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const change = await notMeChange(storage, token, config.now());
    if (!change) return c.html(notFor("This wasn't me", 'This link has expired or was already used.'), 410);
    return c.html(
      page(
        "This wasn't me",
        html`<p>${CHANGE_TEXTS[change.change]}</p>
          <p>If you did not make this change, we will put back the e-mail address and phone number your account had before it (and cancel a deletion), sign every device out, pause security changes for 24 hours, and send you a link to set a new password.</p>
          <form method="post">${csrfField(c)}<input type="hidden" name="token" value="${token}" /><button type="submit">This wasn't me</button></form>`,
      ),
    );
  });

  app.post(NOT_ME_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text(EXPIRED_FORM, 403);
    const undone = await undoChange(deps, ownOrigin(c), form.token ?? '', readerOf(c).language);
    if (!undone) return c.html(notFor("This wasn't me", 'This link has expired or was already used.'), 410);
    clearSessionCookie(c);
    const { email, phonePrefixCode, phone } = undone.sentTo;
    const places = [...(email ? [maskEmail(email)] : []), ...(phone ? [maskPhone(phonePrefixCode, phone)] : [])];
    return c.html(
      page(
        'Your account is secured',
        html`<p>${
          undone.data.change === 'newDevice'
            ? 'Every device is signed out, the new one too, and security changes are paused for 24 hours.'
            : 'Your account has its e-mail address and phone number from before the change again, every device is signed out, and security changes are paused for 24 hours.'
        }</p>
          <p>We sent a link to set a new password to ${places.join(' and ')}. Your old password no longer works.</p>`,
      ),
    );
  });

  app.get(APPROVE_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const approval = await pendingApproval(deps, token);
    if (!approval) return c.html(notFor('It was me', 'This link has expired or was already used.'), 410);
    return c.html(
      page(
        'It was me',
        html`<p>${approval.label} was added to your account. If you added it, it can recover your account (reset the password, verify it's you) from now on, instead of after the waiting time.</p>
          <form method="post">${csrfField(c)}<input type="hidden" name="token" value="${token}" /><button type="submit">It was me</button></form>
          <p>If you did not add it, do not press the button: use the "this wasn't me" link of the same message.</p>`,
      ),
    );
  });

  app.post(APPROVE_PATH, async (c) => {
    const form = await formBody(c);
    if (!csrfValid(c, deps.csrfSecret, form[CSRF_PARAMETER])) return c.text(EXPIRED_FORM, 403);
    const approval = await approveContact(deps, form.token ?? '');
    if (!approval) return c.html(notFor('It was me', 'This link has expired or was already used.'), 410);
    return c.html(notFor('Thank you', `${approval.label} can now recover your account.`));
  });

  return app;
}
