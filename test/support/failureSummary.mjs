/**
 * Lists every failed browser test once more when the run stops, after the progress bars. The default
 * reporter prints a failure among the file's browser logs, hundreds of lines before the end, and a CI
 * log that keeps only its tail then says "1 failed" without saying which.
 *
 * With $BROWSER_TESTS_OUTCOME set, it also writes there, as JSON, which files' results never reached
 * the runner (the page never sent them, or went away while its tests ran) and how many other files
 * failed: scripts/browser-tests.mjs runs the former once more.
 */
import { writeFileSync } from 'node:fs';

/** @typedef {import('@web/test-runner-core').TestSession} TestSession */
/** @typedef {import('@web/test-runner-core').TestSuiteResult} TestSuiteResult */

/** The runner's words for a file whose page never sent its results (its testsFinishTimeout). */
export const UNFINISHED = 'Browser tests did not finish within';
/**
 * Its words for a page that went away while its tests ran: reloaded, or its connection lost (seen in
 * WebKit under a loaded CI, in files that pass alone, after WebKit had to be started again).
 */
export const INTERRUPTED = 'Tests were interrupted because';
/**
 * WebDriver's words, once the page's interruption is told, for a MiniBrowser that went away
 * altogether (a crash: seen once in a whole CI run, in a file that passes alone), or for its
 * WebKitWebDriver, stopped when WebKit had to be started again under load (test/support/engines.mjs).
 */
export const BROWSER_GONE = ['WebDriverError: invalid session id', 'WebDriverError: Request failed with error code ECONNREFUSED'];

/**
 * @param {TestSuiteResult} suite
 * @param {string[]} path
 * @returns {{ name: string, error: string }[]}
 */
function failedTests(suite, path = []) {
  const here = suite.name ? [...path, suite.name] : path;
  return [
    ...suite.tests.filter((test) => !test.passed && !test.skipped).map((test) => ({ name: [...here, test.name].join(' > '), error: test.error?.message ?? '' })),
    ...suite.suites.flatMap((child) => failedTests(child, here)),
  ];
}

/** @returns {import('@web/test-runner-core').Reporter} */
export function failureSummary() {
  return {
    stop({ sessions }) {
      /** @type {string[]} */
      const lines = [];
      /** @type {{ file: string, engine: string }[]} */
      const unfinished = [];
      let otherFailedFiles = 0;
      for (const session of /** @type {TestSession[]} */ (sessions)) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        const where = `${file} in ${session.browser.name}`;
        const tests = session.testResults ? failedTests(session.testResults) : [];
        for (const error of session.errors) lines.push(`${where}: the file failed: ${error.message}`);
        for (const test of tests) lines.push(`${where}: ${test.name}: ${test.error}`);
        // Lost by the runner, not failed by a test: no test failed, and the file's only errors are the runner's.
        const lost =
          tests.length === 0 &&
          session.errors.length > 0 &&
          session.errors.every((error) => [UNFINISHED, INTERRUPTED, ...BROWSER_GONE].some((words) => error.message.startsWith(words)));
        if (lost) unfinished.push({ file, engine: session.browser.name.toLowerCase() });
        else if (!session.passed) otherFailedFiles += 1;
      }
      if (process.env.BROWSER_TESTS_OUTCOME) writeFileSync(process.env.BROWSER_TESTS_OUTCOME, JSON.stringify({ unfinished, otherFailedFiles }));
      if (lines.length === 0) return;
      console.log(`\nFailed browser tests (${lines.length}):\n${lines.map((line) => `  ✗ ${line}`).join('\n')}\n`);
    },
  };
}
