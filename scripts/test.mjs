// `npm test`: every suite in turn (stopping at the first that fails), then how long each took, at
// the end of the log where a CI run's tail shows it, so a suite that grows slow is seen the day it does.
import { spawnSync } from 'node:child_process';

/** The suites, in order: each an npm script of package.json. */
const SUITES = ['typecheck', 'test:service', 'build', 'test:package', 'test:browser', 'test:e2e'];

/** @type {{ suite: string, seconds: number, status: number }[]} */
const ran = [];
for (const suite of SUITES) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', suite], { stdio: 'inherit' });
  ran.push({ suite, seconds: (performance.now() - started) / 1000, status: status ?? 1 });
  if (status !== 0) break;
}

const width = Math.max(...SUITES.map((suite) => suite.length));
const total = ran.reduce((sum, { seconds }) => sum + seconds, 0);
const failed = ran.find(({ status }) => status !== 0);
console.log('\nnpm test, per suite:');
for (const { suite, seconds, status } of ran) console.log(`  ${suite.padEnd(width)} ${seconds.toFixed(0).padStart(5)} s${status === 0 ? '' : '  failed'}`);
for (const suite of SUITES.slice(ran.length)) console.log(`  ${suite.padEnd(width)}     -    not run`);
console.log(`  ${'total'.padEnd(width)} ${total.toFixed(0).padStart(5)} s\n`);
process.exit(failed ? failed.status : 0);
