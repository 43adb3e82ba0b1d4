/**
 * Development-only routes: the outbox of codes, the failure switches, and the anti-bot pages the
 * switched anti-bot codes point to (a slider challenge that tells its opener it was passed, and
 * the user-validate page).
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { is, number, object, optional, string } from 'superstruct';
import { CHALLENGE_PASSED_MESSAGE } from '../../../src/contract/headers.ts';
import type { ServiceDeps } from '../deps.ts';
import { CHALLENGE_PATH, PUNISH_PATH } from './gateway.ts';
import { localRedirect, page } from './pages.ts';
import { seedScenarios } from '../seed.ts';

const SwitchRequest = object({ latencyMs: optional(number()), fail: optional(string()), times: optional(number()), match: optional(string()) });

export function devRoutes(deps: ServiceDeps) {
  const app = new Hono();

  app.get('/__dev/outbox', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(deps.outbox.list(c.req.query('phone')));
  });

  // What the phone would scan: the newest QR session.
  app.get('/__dev/qr', async (c) => {
    c.header('Cache-Control', 'no-store');
    const latest = await deps.storage.qr.latest();
    return latest ? c.json({ requestId: latest.requestId, state: latest.state, polls: latest.polls }) : c.json(null, 404);
  });

  // Puts the scenario accounts back in their scenario state and password (a restored account pending deletion again…).
  app.post('/__dev/scenarios/reset', async (c) => {
    await seedScenarios(deps, { resetPasswords: true });
    return c.json({ ok: true });
  });

  app.get('/__dev/switches', (c) => c.json(deps.switches));
  app.post('/__dev/switches', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!is(body, SwitchRequest)) return c.json({ error: 'Send { latencyMs?, fail?, times?, match? }' }, 400);
    if (body.latencyMs !== undefined) deps.switches.latencyMs = Math.max(0, body.latencyMs);
    if (body.fail !== undefined) {
      deps.switches.fail = body.fail ? { mode: body.fail, remaining: Math.max(1, body.times ?? 1), match: body.match } : undefined;
    }
    return c.json(deps.switches);
  });

  app.get(CHALLENGE_PATH, (c) =>
    c.html(
      page(
        'Security check',
        html`<p>Slide to the end to show you are not a robot.</p>
          <label>Slide to verify <input id="slider" type="range" min="0" max="100" value="0" /></label>
          <p id="done" hidden>Thank you. You can close this window.</p>
          <script>
            const slider = document.getElementById('slider');
            slider.addEventListener('input', () => {
              if (slider.value !== '100') return;
              slider.disabled = true;
              document.getElementById('done').hidden = false;
              window.opener?.postMessage({ type: '${CHALLENGE_PASSED_MESSAGE}' }, '*');
              setTimeout(() => window.close(), 300);
            });
          </script>`,
      ),
    ),
  );

  app.get(PUNISH_PATH, (c) =>
    c.html(
      page(
        'Security check',
        html`<p>We noticed unusual activity. Please confirm you are not a robot to continue.</p>
          <p><a href="${localRedirect(c.req.query('redirect'), '/')}">I'm not a robot, continue</a></p>`,
      ),
    ),
  );

  return app;
}
