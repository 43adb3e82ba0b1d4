/**
 * The anti-bot challenge page that failed logins (and the development switch) point to: a slider.
 * Sliding to the end asks the service for a pass (a POST with the CSRF token), which arrives as an
 * HttpOnly cookie; then the page tells its opener it was passed and closes, and the opener sends
 * its login again. A real deployment puts its captcha provider's check where the slider is: the
 * pass is what the service verifies, never the page's word.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { CSRF_HEADER, CHALLENGE_PASSED_MESSAGE } from '../../../src/contract/headers.ts';
import type { ServiceDeps } from '../deps.ts';
import { CHALLENGE_PAGE, CHALLENGE_PASS_PATH, issueChallengePass } from '../domain/challenge.ts';
import { anonymousRowWithin, delayIfLimited } from '../domain/limits.ts';
import { clientAddress, envelopeOk, ServiceError } from '../http.ts';
import { csrfToken, requireCsrf, setChallengeCookie } from './cookies.ts';
import { CHALLENGE_PATH } from './gateway.ts';
import { scriptNonce } from './headers.ts';
import { page } from './pages.ts';

export function challengeRoutes(deps: ServiceDeps) {
  const app = new Hono();
  const paths = deps.config.dev ? [CHALLENGE_PAGE, CHALLENGE_PATH] : [CHALLENGE_PAGE];
  for (const path of paths) {
    app.get(path, (c) =>
      c.html(
        page(
          'Security check',
          html`<p>Slide to the end to show you are not a robot.</p>
            <label>Slide to verify <input id="slider" type="range" min="0" max="100" value="0" /></label>
            <p id="done" hidden>Thank you. You can close this window.</p>
            <p id="failed" role="alert" hidden>The check failed. Please reload this page and try again.</p>
            <script nonce="${scriptNonce(c)}">
              const slider = document.getElementById('slider');
              slider.addEventListener('input', async () => {
                if (slider.value !== '100') return;
                slider.disabled = true;
                const answer = await fetch('${CHALLENGE_PASS_PATH}', { method: 'POST', credentials: 'same-origin', headers: { '${CSRF_HEADER}': '${csrfToken(c, deps.csrfSecret)}' } }).catch(() => undefined);
                if (!answer || !answer.ok) {
                  document.getElementById('failed').hidden = false;
                  return;
                }
                document.getElementById('done').hidden = false;
                window.opener?.postMessage({ type: '${CHALLENGE_PASSED_MESSAGE}' }, '*');
                setTimeout(() => window.close(), 300);
              });
            </script>`,
        ),
      ),
    );
  }

  app.post(CHALLENGE_PASS_PATH, async (c) => {
    requireCsrf(c, deps.csrfSecret);
    try {
      await anonymousRowWithin(deps.storage, deps.config, 'challenge-pass', clientAddress(c, deps.config.trustProxy));
    } catch (error) {
      if (error instanceof ServiceError) await delayIfLimited(error, deps.config);
      throw error;
    }
    setChallengeCookie(c, await issueChallengePass(deps.storage, deps.config), deps.config.challengePassTtlMs);
    return envelopeOk(c, {});
  });

  return app;
}
