// `npm run test:e2e`: builds the element once, as it ships, into a temporary folder, then runs the
// end-to-end files (test/e2e/*.test.ts, all four at once) on that one build: each engine's demo and
// the walks' serve it (MLP_E2E_DIST, test/e2e/support/demo.ts) instead of building their own. A
// file run alone (`node --import tsx --test test/e2e/webkit.e2e.test.ts`) builds its own.
// Arguments go to `node --test` (`npm run test:e2e -- --test-name-pattern "QR"`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildElement } from '../esbuild.config.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = mkdtempSync(path.join(tmpdir(), 'mlp-e2e-'));
let status = 1;
try {
  await buildElement({ outdir: distDir });
  const files = readdirSync(path.join(root, 'test/e2e'))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('test/e2e', file));
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=4', ...process.argv.slice(2), ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MLP_E2E_DIST: distDir },
  });
  status = run.status ?? 1;
} finally {
  rmSync(distDir, { recursive: true, force: true });
}
process.exit(status);
