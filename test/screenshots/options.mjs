// Where the screenshot tests keep their pictures and how closely a picture must match, for
// @web/test-runner-visual-regression (web-test-runner.config.mjs).
//
// test/screenshots/baseline/<engine>/<area>/<screen>/<variant>.png: the baselines, committed.
// test/screenshots/failed/<engine>/<area>/<screen>/<variant>.png and …-diff.png: what a failing run
// saw and the pixels that differ (in red), git-ignored.
// UPDATE_SCREENSHOTS=1 (`npm run test:screenshots:update`) writes every picture taken as the new
// baseline instead of comparing.
import path from 'node:path';

const BASE_DIR = 'test/screenshots';

/** `Chromium`, `Firefox`, `WebKit` (the launchers' names) → the folder of that engine's pictures. */
const engine = (browser) => browser.toLowerCase();

/** @returns {Partial<import('@web/test-runner-visual-regression/plugin').VisualRegressionPluginOptions>} */
export function screenshotOptions() {
  return {
    update: process.env.UPDATE_SCREENSHOTS === '1',
    baseDir: BASE_DIR,
    // pixelmatch's colour distance: 0.1 tells anti-aliasing noise from a changed colour.
    diffOptions: { threshold: 0.1 },
    // At most 0.25 % of the pixels may differ. WebKit and Firefox draw a long page's image
    // placeholders and badge corners a little differently from run to run (0.03-0.20 % measured on
    // My orders and the dashboard at 360 px); a field or button moved by its height is over 1 % of a
    // phone page. A single changed word on a page several screens long can pass unseen.
    failureThresholdType: 'percent',
    failureThreshold: 0.25,
    getBaselineName: ({ browser, name }) => path.join('baseline', engine(browser), name),
    getFailedName: ({ browser, name }) => path.join('failed', engine(browser), name),
    getDiffName: ({ browser, name }) => path.join('failed', engine(browser), `${name}-diff`),
  };
}
