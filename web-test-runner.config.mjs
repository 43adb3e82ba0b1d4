// Browser tests run in real Chromium. React ships CommonJS only, so each test file is bundled
// with esbuild (see test/esbuild-bundle-plugin.mjs) instead of the runner's own module resolution.
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { esbuildBundlePlugin } from './test/support/esbuild-bundle-plugin.mjs';

export default {
  files: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
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
