// Browser tests run in real Chromium. React ships CommonJS only, so each test file is bundled
// with esbuild (see test/esbuild-bundle-plugin.mjs) instead of the runner's own module resolution.
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { esbuildBundlePlugin } from './test/support/esbuild-bundle-plugin.mjs';

export default {
  // test/service and test/e2e run in Node (node:test); everything else under test/ runs in Chromium.
  files: ['test/**/*.test.{ts,tsx}', '!test/service/**', '!test/e2e/**'],
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
