// Makes sure a Chromium for the browser tests is present, before `npm test` runs them.
// No npm package may download a browser on these machines, so we use Debian's `chromium`.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

const found = chromiumPath();
if (found) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('Chromium not found: installing Debian\'s `chromium` package (one time)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (chromiumPath()) process.exit(0);
}
console.error(`No Chromium found for the browser tests.
  On Debian or Ubuntu:  sudo apt-get install -y chromium
  Elsewhere:            install Chrome or Chromium and set CHROME_PATH=/path/to/the/binary`);
process.exit(1);
