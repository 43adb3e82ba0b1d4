// Browser tests run in Chromium, Firefox and WebKit ($ENGINES picks some: ENGINES=firefox), on the
// production module graph: test/support/productionGraphPlugin.mjs builds the test files with
// dist/'s esbuild options (code splitting, chunk names, define) and builds dist/ for the smoke test.
import { getRequestListener } from '@hono/node-server';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { defaultReporter } from '@web/test-runner';
import { tsImport } from 'tsx/esm/api';
import { selectedEngines } from './scripts/engines.mjs';
import { chromium, firefox, freePort, webkit } from './test/support/engines.mjs';
import { failureSummary } from './test/support/failureSummary.mjs';
import { timeSummary } from './test/support/timeSummary.mjs';
import { keyboardPlugin } from './test/support/keyboardPlugin.mjs';
import { engineOf, lostChunksPlugin } from './test/support/lostChunksPlugin.mjs';
import { productionGraphPlugin } from './test/support/productionGraphPlugin.mjs';
import { screenshotOptions } from './test/screenshots/options.mjs';
import { viewportPlugin } from './test/screenshots/viewportPlugin.mjs';
import { webauthnPlugin } from './test/support/webauthnPlugin.mjs';

// The reference member service answers on the tests' own origin, so browser tests run against
// real HTTP: cookies, CSRF, sessions and all. Each engine has a service of its own (told apart by
// the user agent), because tests switch failures on and read the newest QR code or outbox entry:
// three engines running at once must not see each other's.
const { browserTestService } = await tsImport('./test/support/memberService.ts', import.meta.url);
// `/static/products/`: the demo's product pictures (drawn by the service), which the orders show.
const SERVICE_PATHS = ['/user/', '/gw/', '/__dev/', '/qr/', '/static/member/', '/static/products/'];
/** @type {Map<string, Promise<ReturnType<typeof getRequestListener>>>} */
const services = new Map();
function serviceFor(userAgent = '') {
  const engine = engineOf(userAgent);
  if (!services.has(engine))
    services.set(
      engine,
      browserTestService().then((app) => getRequestListener(app.fetch)),
    );
  return /** @type {Promise<ReturnType<typeof getRequestListener>>} */ (services.get(engine));
}

// Chunks a test makes unreachable (the loseChunks command).
const lostChunks = lostChunksPlugin();

export default {
  // A port the OS gives, not 8000 and up: other test runs share this machine.
  port: await freePort(),
  middleware: [
    lostChunks.middleware,
    async (context, next) => {
      if (!SERVICE_PATHS.some((prefix) => context.path.startsWith(prefix))) return next();
      context.respond = false;
      await (await serviceFor(context.get('user-agent')))(context.req, context.res);
    },
  ],
  // test/service and test/e2e run in Node (node:test); test/*.test.ts runs in the browsers.
  files: ['test/*.test.{ts,tsx}'],
  nodeResolve: false,
  // Focus and keyboard tests need the page to be the focused one, and a test file switches the
  // engine's service (failures, sessions): one file at a time per engine; the engines run side by side.
  concurrency: 1,
  concurrentBrowsers: 3,
  // The default reporter, then where the time went and a list of the failed tests, at the very end,
  // where a CI log's tail shows them.
  reporters: [defaultReporter(), timeSummary(), failureSummary()],
  // The screenshot tests (test/*Screens*.test.ts): the test page's viewport set in every engine, and
  // each picture compared with its engine's baseline (test/screenshots/options.mjs: where and how).
  plugins: [
    productionGraphPlugin({ coverage: process.argv.includes('--coverage') }),
    keyboardPlugin(),
    webauthnPlugin(),
    lostChunks,
    viewportPlugin(),
    visualRegressionPlugin(screenshotOptions()),
  ],
  // A journey runs several service calls; WebKit (MiniBrowser on Xvfb, software rendering) beside
  // two other engines on 2 cores can need more than 10 s for one, with nothing wrong.
  testFramework: { config: { timeout: 20000 } },
  // A page WebKit does not open within a minute gets a new WebKit and a second minute
  // (test/support/engines.mjs); the runner's default allows a file's start 30 s.
  browserStartTimeout: 150000,
  browsers: selectedEngines().map((engine) => ({ chromium, firefox, webkit })[engine]()),
  // `npm run coverage`: Chromium's V8 coverage of the built chunks, mapped through their source
  // maps to src/ and elements/ (productionGraphPlugin leaves other sources out of the maps' counts).
  coverageConfig: {
    include: ['chunks/**'],
    reporters: ['text-summary', 'lcov'],
    threshold: { lines: 90, branches: 90 },
  },
};
