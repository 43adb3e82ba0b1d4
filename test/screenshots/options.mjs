// Where the screenshot tests keep their pictures and how closely a picture must match, for
// @web/test-runner-visual-regression (web-test-runner.config.mjs).
//
// test/screenshots/baseline/<engine>/<area>/<screen>/<variant>.png: the baselines, committed.
// test/screenshots/failed/<engine>/<area>/<screen>/<variant>.png and …-diff.png: what a failing run
// saw and the pixels that differ (in red), git-ignored.
// UPDATE_SCREENSHOTS=1 (`npm run test:screenshots:update`) writes every picture taken as the new
// baseline instead of comparing.
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const BASE_DIR = 'test/screenshots';
/** The percentage of a picture's pixels that may differ from its baseline (see `failureThreshold`). */
const FAILURE_THRESHOLD = 0.25;
const DIFF_OPTIONS = { threshold: 0.1 };

/** `Chromium`, `Firefox`, `WebKit` (the launchers' names) → the folder of that engine's pictures. */
const engine = (browser) => browser.toLowerCase();

/** @returns {Partial<import('@web/test-runner-visual-regression/plugin').VisualRegressionPluginOptions>} */
export function screenshotOptions() {
  return {
    update: process.env.UPDATE_SCREENSHOTS === '1',
    baseDir: BASE_DIR,
    // pixelmatch's colour distance: 0.1 tells anti-aliasing noise from a changed colour.
    diffOptions: DIFF_OPTIONS,
    // At most 0.25 % of the pixels may differ. WebKit and Firefox draw a long page's image
    // placeholders and badge corners a little differently from run to run (0.03-0.20 % measured on
    // My orders and the dashboard at 360 px); a field or button moved by its height is over 1 % of a
    // phone page. A single changed word on a page several screens long can pass unseen.
    failureThresholdType: 'percent',
    failureThreshold: FAILURE_THRESHOLD,
    getImageDiff: imageDiff,
    getBaselineName: ({ browser, name }) => path.join('baseline', engine(browser), name),
    getFailedName: ({ browser, name }) => path.join('failed', engine(browser), name),
    getDiffName: ({ browser, name }) => path.join('failed', engine(browser), `${name}-diff`),
  };
}

/**
 * The plugin's own comparison (pixelmatch on the decoded pictures), except that a picture whose file
 * is its baseline's byte for byte is not decoded, and the picture of the differing pixels is encoded
 * only for a comparison that fails, the only one whose diff is saved:
 * encoding it for every picture was the runner's largest single use of the CPU during the browser
 * tests (profiled: 7 of the 12 s the comparisons took in two engines), beside three browsers on two cores.
 * @param {{ baselineImage: Buffer, image: Buffer }} args the baseline and the picture taken, as PNG files
 */
function imageDiff({ baselineImage, image }) {
  // The same file is the same picture: nothing to decode (pngjs's decoding was the next largest use).
  if (baselineImage.equals(image)) return { error: '', diffImage: Buffer.alloc(0), diffPercentage: 0, diffPixels: 0 };
  const baseline = PNG.sync.read(baselineImage);
  const taken = PNG.sync.read(image);
  const width = Math.max(baseline.width, taken.width);
  const height = Math.max(baseline.height, taken.height);
  const sized = (png) => {
    if (png.width === width && png.height === height) return png;
    const larger = new PNG({ width, height });
    png.data.copy(larger.data, 0, 0, png.data.length);
    return larger;
  };
  const error =
    baseline.width === taken.width && baseline.height === taken.height
      ? ''
      : `Screenshot is not the same width and height as the baseline. Baseline: { width: ${baseline.width}, height: ${baseline.height} } Screenshot: { width: ${taken.width}, height: ${taken.height} }`;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(sized(baseline).data, sized(taken).data, diff.data, width, height, DIFF_OPTIONS);
  const diffPercentage = (diffPixels / (width * height)) * 100;
  const failed = error !== '' || diffPercentage > FAILURE_THRESHOLD;
  return { error, diffImage: failed ? PNG.sync.write(diff) : Buffer.alloc(0), diffPercentage, diffPixels };
}
