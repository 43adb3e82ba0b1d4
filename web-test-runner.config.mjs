// Browser tests run in real Chromium. React ships CommonJS only, so each test file is bundled
// with esbuild (see test/esbuild-bundle-plugin.mjs) instead of the runner's own module resolution.
import { getRequestListener } from '@hono/node-server';
import { chromeLauncher } from '@web/test-runner-chrome';
import { tsImport } from 'tsx/esm/api';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { esbuildBundlePlugin } from './test/support/esbuild-bundle-plugin.mjs';

// The reference member service answers on the tests' own origin, so browser tests run against
// real HTTP: cookies, CSRF, sessions and all.
const { browserTestService } = await tsImport('./test/support/memberService.ts', import.meta.url);
const memberService = getRequestListener((await browserTestService()).fetch);
const SERVICE_PATHS = ['/user/', '/gw/', '/__dev/', '/qr/', '/static/member/'];

export default {
  middleware: [
    async (context, next) => {
      if (!SERVICE_PATHS.some((prefix) => context.path.startsWith(prefix))) return next();
      context.respond = false;
      await memberService(context.req, context.res);
    },
  ],
  // test/service, test/package and test/e2e run in Node (node:test); everything else under test/ runs in Chromium.
  files: ['test/**/*.test.{ts,tsx}', '!test/service/**', '!test/package/**', '!test/e2e/**'],
  nodeResolve: false,
  // Focus and keyboard tests need the page to be the focused one: one test file at a time.
  concurrency: 1,
  plugins: [esbuildBundlePlugin()],
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
};
