/**
 * Says at the end of a browser test run where its time went: when each engine finished its last file,
 * and each engine's slowest files (from the page's start to its results), so a file that grows slow
 * is seen in the CI log's tail the day it does.
 */

/** @typedef {import('@web/test-runner-core').TestSession} TestSession */

/** How many of each engine's slowest files are named ($SLOWEST, 6 unless it is a positive number: SLOWEST=100 names them all). */
const SLOWEST = Number.parseInt(process.env.SLOWEST ?? '', 10) || 6;

/** @returns {import('@web/test-runner-core').Reporter} */
export function timeSummary() {
  const runStarted = performance.now();
  /** @type {Map<string, number>} the session's id → when its page started */
  const started = new Map();
  /** @type {{ file: string, engine: string, seconds: number, ended: number }[]} */
  const files = [];
  return {
    start({ sessions }) {
      sessions.on('session-status-updated', (/** @type {TestSession} */ session) => {
        if (session.status === 'INITIALIZING') started.set(session.id, performance.now());
        if (session.status !== 'FINISHED') return;
        const now = performance.now();
        // A page started before the reporter listened (the first of each engine): from the engine's
        // previous file's end, or the run's start (one file at a time per engine).
        const previous = files.filter(({ engine }) => engine === session.browser.name).at(-1);
        const from = started.get(session.id) ?? (previous ? runStarted + previous.ended * 1000 : runStarted);
        files.push({
          file: session.testFile.replace(`${process.cwd()}/`, ''),
          engine: session.browser.name,
          seconds: (now - from) / 1000,
          ended: (now - runStarted) / 1000,
        });
      });
    },
    stop() {
      const engines = [...new Set(files.map(({ engine }) => engine))].sort();
      if (engines.length === 0) return;
      const lines = ['', 'Browser tests, where the time went:'];
      for (const engine of engines) {
        const own = files.filter((file) => file.engine === engine);
        const last = Math.max(...own.map(({ ended }) => ended));
        const busy = own.reduce((sum, { seconds }) => sum + seconds, 0);
        lines.push(`  ${engine}: ${own.length} files, done after ${last.toFixed(0)} s (${busy.toFixed(0)} s in files); slowest:`);
        for (const { file, seconds } of own.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) lines.push(`    ${seconds.toFixed(1).padStart(6)} s  ${file}`);
      }
      console.log(`${lines.join('\n')}\n`);
    },
  };
}
