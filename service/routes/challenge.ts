/**
 * The anti-bot challenge page that failed logins (and the development switch) point to: a slider
 * for the shopper, and behind it a proof of work the page computes while the shopper slides. The
 * page fetches a puzzle (`GET /user/challenge/puzzle?bits=`, bound to this browser's CSRF id),
 * hashes with `crypto.subtle` in batches (each batch gives the page its turn back, so the slider
 * stays smooth), and once the slider is at the end sends the proof to `POST /user/challenge/pass`
 * (with the CSRF token). The service checks the proof and sets the pass, an HttpOnly cookie; then
 * the page tells its opener it was passed and closes, and the opener sends its login again. The
 * slider's value proves nothing: the service checks the work, never the page's word.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { CSRF_HEADER, CHALLENGE_PASSED_MESSAGE } from '../../src/kernel/contract/headers.ts';
import type { ServiceDeps } from './deps.ts';
import {
  bitsBounds,
  CHALLENGE_PAGE,
  CHALLENGE_PASS_PATH,
  CHALLENGE_PUZZLE_PATH,
  checkProof,
  issueChallengePass,
  issuePuzzle,
  proofRefused,
  puzzleOnce,
} from '../domain/challenge.ts';
import { anonymousRowWithin, delayIfLimited } from '../domain/limits.ts';
import { addressChallengeBits } from '../domain/logins.ts';
import { clientAddress, envelopeOk } from './http.ts';
import { Refusal } from '../domain/refusal.ts';
import { csrfId, csrfToken, requireCsrf, setChallengeCookie } from './cookies.ts';
import { CHALLENGE_PATH } from './gateway.ts';
import { scriptNonce } from './headers.ts';
import { PAGE_TEXTS, page, pageLanguage } from './page.ts';
import { jsonBody } from './requests.ts';

export function challengeRoutes(deps: ServiceDeps) {
  const { storage, config } = deps;
  const app = new Hono();
  const paths = config.dev ? [CHALLENGE_PAGE, CHALLENGE_PATH] : [CHALLENGE_PAGE];
  const address = (c: Context) => clientAddress(c, config.trustProxy);

  /** The work the address's `?bits=` asks for, within the configured bounds (the base when it is no number). */
  const askedBits = (c: Context) => {
    const { least, most } = bitsBounds(config);
    const text = c.req.query('bits') ?? '';
    return /^\d{1,3}$/.test(text) ? Math.min(most, Math.max(least, Number(text))) : least;
  };

  for (const path of paths) {
    app.get(path, (c) => {
      const language = pageLanguage(c);
      const texts = PAGE_TEXTS[language];
      return c.html(
        page(
          language,
          texts.challengeTitle,
          // The script reads what it needs from data attributes (escaped as attributes), and writes only by `hidden`.
          html`<div
              id="challenge"
              data-puzzle="${CHALLENGE_PUZZLE_PATH}?bits=${askedBits(c)}"
              data-pass="${CHALLENGE_PASS_PATH}"
              data-header="${CSRF_HEADER}"
              data-csrf="${csrfToken(c, deps.csrfSecret)}"
              data-message="${CHALLENGE_PASSED_MESSAGE}"
            >
              <p>${texts.slideText}</p>
              <label>${texts.slideLabel} <input id="slider" type="range" min="0" max="100" value="0" /></label>
              <p id="working" role="status" hidden>${texts.checking}</p>
              <p id="done" hidden>${texts.checkDone}</p>
              <p id="failed" role="alert" hidden>${texts.checkFailed}</p>
            </div>
            <script nonce="${scriptNonce(c)}">
              (() => {
                const settings = document.getElementById('challenge').dataset;
                const slider = document.getElementById('slider');
                const shown = (id, visible) => {
                  document.getElementById(id).hidden = !visible;
                };
                const zeroBits = (bytes) => {
                  let bits = 0;
                  for (const byte of bytes) {
                    if (byte !== 0) return bits + Math.clz32(byte) - 24;
                    bits += 8;
                  }
                  return bits;
                };
                /** The proof: the first nonce whose SHA-256 of "puzzle:nonce" starts with the puzzle's zero bits. */
                async function work() {
                  if (!globalThis.crypto?.subtle) throw new Error('the check needs a secure (https) page');
                  const answer = await fetch(settings.puzzle, { credentials: 'same-origin' });
                  const body = await answer.json();
                  if (!answer.ok || !body.success) throw new Error('no puzzle');
                  const { puzzle, bits } = body.module;
                  const encoder = new TextEncoder();
                  const BATCH = 64;
                  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += BATCH) {
                    const digests = [];
                    for (let nonce = start; nonce < start + BATCH; nonce++) digests.push(crypto.subtle.digest('SHA-256', encoder.encode(puzzle + ':' + nonce)));
                    const found = (await Promise.all(digests)).findIndex((digest) => zeroBits(new Uint8Array(digest)) >= bits);
                    if (found >= 0) return { puzzle, nonce: String(start + found) };
                  }
                  throw new Error('no proof');
                }
                const proof = work();
                // A failure is shown when the slider reaches the end.
                proof.catch(() => {});
                slider.addEventListener('input', async () => {
                  if (slider.value !== '100') return;
                  slider.disabled = true;
                  shown('working', true);
                  let passed = false;
                  try {
                    const answer = await fetch(settings.pass, {
                      method: 'POST',
                      credentials: 'same-origin',
                      headers: { [settings.header]: settings.csrf, 'Content-Type': 'application/json' },
                      body: JSON.stringify(await proof),
                    });
                    passed = answer.ok;
                  } catch {
                    passed = false;
                  }
                  shown('working', false);
                  if (!passed) {
                    shown('failed', true);
                    return;
                  }
                  shown('done', true);
                  window.opener?.postMessage({ type: settings.message }, '*');
                  setTimeout(() => window.close(), 300);
                });
              })();
            </script>`,
        ),
      );
    });
  }

  // A puzzle costs the service one HMAC and one counter read; it is stored nowhere until its proof comes back.
  app.get(CHALLENGE_PUZZLE_PATH, async (c) => {
    const bits = Math.max(askedBits(c), await addressChallengeBits(deps, address(c)));
    return envelopeOk(c, { puzzle: issuePuzzle(deps.csrfSecret, csrfId(c), bits, config.now()), bits });
  });

  app.post(CHALLENGE_PASS_PATH, async (c) => {
    requireCsrf(c, deps.csrfSecret);
    const at = config.now();
    const { puzzle, nonce } = ((await jsonBody(c)) ?? {}) as { puzzle?: unknown; nonce?: unknown };
    const proof = typeof puzzle === 'string' && typeof nonce === 'string' ? checkProof(deps.csrfSecret, csrfId(c), puzzle, nonce, at) : undefined;
    if (!proof) throw proofRefused();
    try {
      await anonymousRowWithin(storage, config, 'challenge-pass', address(c));
    } catch (error) {
      if (error instanceof Refusal) await delayIfLimited(error, config);
      throw error;
    }
    if (!(await puzzleOnce(storage, proof.salt, at))) throw proofRefused();
    setChallengeCookie(c, await issueChallengePass(storage, config, proof.bits), config.challengePassTtlMs);
    return envelopeOk(c, {});
  });

  return app;
}
