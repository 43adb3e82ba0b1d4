// `npm run test:screenshots:update`: takes every screenshot again and keeps it as the new baseline,
// in each engine $ENGINES chooses (all three by default). The engine's old baselines are removed
// first, so that a page or state no longer pictured leaves no stale image behind; then the
// screenshot files (test/*Screens*.test.ts) run with UPDATE_SCREENSHOTS=1, which makes
// @web/test-runner-visual-regression write each picture instead of comparing it. Review the
// result with `git status` and `git diff --stat test/screenshots/baseline` before committing.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { selectedEngines } from '../../scripts/engines.mjs';

for (const engine of selectedEngines()) rmSync(new URL(`baseline/${engine}/`, import.meta.url), { recursive: true, force: true });
const { status } = spawnSync('node', ['scripts/browser-tests.mjs', '--files', 'test/*Screens*.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_SCREENSHOTS: '1' },
});
process.exit(status ?? 1);
