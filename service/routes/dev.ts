/**
 * Development-only routes: the outbox of codes, the failure switches, and the user-validate page
 * the switched code points to (the slider challenge is routes/challenge.ts). The POST routes refuse
 * requests a browser marks as coming from another site.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { is, number, object, optional, string } from 'superstruct';
import type { ServiceDeps } from './deps.ts';
import { PUNISH_PATH } from './gateway.ts';
import { page } from './page.ts';
import { safeRedirect } from './redirects.ts';
import { notCrossSite } from './cookies.ts';
import { jsonBody } from './requests.ts';
import { seedScenarios } from '../domain/seed.ts';
import { demoOrders } from '../domain/demoOrders.ts';
import { clearLoginAddress } from '../domain/logins.ts';
import { startSession } from '../domain/sessions.ts';
import { clientAddress } from './http.ts';

const GuestOrdersRequest = object({ email: string(), count: optional(number()) });
/** Numbers the dev route's guest orders apart from the seeded ones (9001) and each other. */
let guestSeed = 9100;

const DeviceRequest = object({ email: string(), userAgent: string() });

const SwitchRequest = object({
  latencyMs: optional(number()),
  fail: optional(string()),
  times: optional(number()),
  match: optional(string()),
  message: optional(string()),
});

export function devRoutes(deps: ServiceDeps) {
  const app = new Hono();

  app.get('/__dev/outbox', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(deps.outbox.list(c.req.query('phone')));
  });

  // Where the newest code requests came from (`?api=` filters).
  app.get('/__dev/scenes', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(deps.scenes.list(c.req.query('api')));
  });

  // What the phone would scan: the newest QR session.
  app.get('/__dev/qr', async (c) => {
    c.header('Cache-Control', 'no-store');
    const latest = await deps.storage.qr.latest();
    return latest ? c.json({ requestId: latest.requestId, state: latest.state, polls: latest.polls }) : c.json(null, 404);
  });

  // Puts the scenario accounts back in their scenario state and password (a restored account pending
  // deletion again…), and forgets the logins counted on the address that asks: the next shopper on
  // this machine starts with the whole per-address login limit, which still holds for each.
  // A cross-site page must not flip switches or reset accounts through a developer's browser.
  app.use('/__dev/*', async (c, next) => {
    if (c.req.method !== 'GET' && !notCrossSite(c)) return c.json({ error: 'Cross-site requests are refused' }, 403);
    return next();
  });

  app.post('/__dev/scenarios/reset', async (c) => {
    await seedScenarios(deps, { resetPasswords: true });
    await clearLoginAddress(deps, clientAddress(c, deps.config.trustProxy));
    return c.json({ ok: true });
  });

  // Guest orders for an address, as a checkout without an account would leave them (the guest page's tests).
  app.post('/__dev/guest-orders', async (c) => {
    const body: unknown = await jsonBody(c).catch(() => undefined);
    if (!is(body, GuestOrdersRequest)) return c.json({ error: 'Send { email, count? }' }, 400);
    guestSeed += 1;
    for (const { userId: _userId, ...order } of demoOrders(guestSeed, 'GS', 'SGD', deps.config.now(), body.count ?? 2))
      await deps.storage.guestOrders.insert(body.email, order);
    return c.json({ ok: true });
  });

  // Another device of a member signs in (its session, with `userAgent`, kept; no cookie comes back):
  // the devices page and its verification with more than one device, from one browser.
  app.post('/__dev/devices', async (c) => {
    const body: unknown = await jsonBody(c).catch(() => undefined);
    if (!is(body, DeviceRequest)) return c.json({ error: 'Send { email, userAgent }' }, 400);
    const user = await deps.storage.users.byEmail(body.email);
    if (!user) return c.json({ error: 'No such member' }, 404);
    await startSession(deps.storage, deps.config, user.id, undefined, body.userAgent);
    return c.json({ ok: true });
  });

  app.get('/__dev/switches', (c) => c.json(deps.switches));
  app.post('/__dev/switches', async (c) => {
    const body: unknown = await jsonBody(c).catch(() => undefined);
    if (!is(body, SwitchRequest)) return c.json({ error: 'Send { latencyMs?, fail?, times?, match?, message? }' }, 400);
    if (body.latencyMs !== undefined) deps.switches.latencyMs = Math.max(0, body.latencyMs);
    if (body.fail !== undefined) {
      deps.switches.fail = body.fail ? { mode: body.fail, remaining: Math.max(1, body.times ?? 1), match: body.match, message: body.message } : undefined;
    }
    return c.json(deps.switches);
  });

  app.get(PUNISH_PATH, (c) =>
    c.html(
      page(
        'en',
        'Security check',
        html`<p>We noticed unusual activity. Please confirm you are not a robot to continue.</p>
          <p><a href="${safeRedirect(c, c.req.query('redirect'), '/')}">I'm not a robot, continue</a></p>`,
      ),
    ),
  );

  return app;
}
