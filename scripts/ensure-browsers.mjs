// Makes sure the browser engines the tests use are installed, before `npm test` runs them:
// Chromium, Firefox ESR, and WebKitGTK's WebDriver with Xvfb, all from Debian (no npm package may
// download a browser on these machines), and the Thai and Chinese fonts they draw the popup with.
// As root with apt, it installs what is missing; otherwise it prints exactly what to install, and
// fails. $ENGINES (e.g. `firefox` or `chromium,webkit`)
// limits the check to those engines.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requirements, selectedEngines } from './engines.mjs';

const engines = selectedEngines();
const missing = () =>
  engines.flatMap((engine) =>
    requirements(engine)
      .filter((need) => !need.found)
      .map((need) => ({ engine, ...need })),
  );

let absent = missing();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (absent.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  const packages = [...new Set(absent.map((need) => need.debianPackage))];
  console.log(`Installing Debian packages for the browser tests (one time): ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  absent = missing();
}
if (absent.length > 0) {
  const packages = [...new Set(absent.map((need) => need.debianPackage))];
  console.error('The browser tests need what is not installed:');
  // What several engines need (the fonts) is listed once, with the engines that need it.
  for (const need of absent.filter((each, index) => absent.findIndex((other) => other.what === each.what) === index)) {
    const engineNames = absent.filter((other) => other.what === need.what).map((other) => other.engine);
    console.error(`  ${engineNames.join(', ')}: ${need.what} (Debian package ${need.debianPackage}${need.variable ? `, or set ${need.variable}` : ''})`);
  }
  console.error(`On Debian or Ubuntu:  sudo apt-get install -y ${packages.join(' ')}`);
  console.error('Or run fewer engines, e.g.  ENGINES=chromium npm test');
  process.exit(1);
}
