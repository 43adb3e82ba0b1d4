/**
 * Lists every failed browser test once more when the run stops, after the progress bars. The default
 * reporter prints a failure among the file's browser logs, hundreds of lines before the end, and a CI
 * log that keeps only its tail then says "1 failed" without saying which.
 */

/** @typedef {import('@web/test-runner-core').TestSession} TestSession */
/** @typedef {import('@web/test-runner-core').TestSuiteResult} TestSuiteResult */

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
      for (const session of /** @type {TestSession[]} */ (sessions)) {
        const where = `${session.testFile.replace(`${process.cwd()}/`, '')} in ${session.browser.name}`;
        for (const error of session.errors) lines.push(`${where}: the file failed: ${error.message}`);
        for (const test of session.testResults ? failedTests(session.testResults) : []) lines.push(`${where}: ${test.name}: ${test.error}`);
      }
      if (lines.length === 0) return;
      console.log(`\nFailed browser tests (${lines.length}):\n${lines.map((line) => `  ✗ ${line}`).join('\n')}\n`);
    },
  };
}
