/**
 * Where the three engines' binaries are. Each path can be overridden by an environment variable;
 * nothing here installs anything (`npm test` does that when it is root on Debian). A missing binary
 * fails the engine's journeys with the Debian package to install: no journey is skipped.
 */
import { existsSync } from 'node:fs';
import { chromiumPath } from '../../../scripts/chromium-path.mjs';

export type EngineName = 'Chromium' | 'Firefox' | 'WebKit';

export interface Binary {
  /** What it is, for the message. */
  readonly what: string;
  readonly path: string | undefined;
  /** The variable that overrides it. */
  readonly env: string;
  /** The Debian package that gives it. */
  readonly debian: string;
}

function fromEnv(env: string, fallback: string): string | undefined {
  const path = process.env[env] || fallback;
  return existsSync(path) ? path : undefined;
}

export const chromium = (): Binary => ({ what: 'Chromium', path: chromiumPath(), env: 'CHROME_PATH', debian: 'chromium' });
export const firefox = (): Binary => ({ what: 'Firefox', path: fromEnv('FIREFOX_PATH', '/usr/bin/firefox-esr'), env: 'FIREFOX_PATH', debian: 'firefox-esr' });
export const webkitDriver = (): Binary => ({
  what: 'WebKitWebDriver',
  path: fromEnv('WEBKIT_DRIVER_PATH', '/usr/bin/WebKitWebDriver'),
  env: 'WEBKIT_DRIVER_PATH',
  debian: 'webkit2gtk-driver',
});
export const miniBrowser = (): Binary => ({
  what: "WebKitGTK's MiniBrowser",
  path: fromEnv('MINIBROWSER_PATH', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'),
  env: 'MINIBROWSER_PATH',
  debian: 'webkit2gtk-driver',
});
export const xvfb = (): Binary => ({ what: 'Xvfb (the X display WebKit needs)', path: fromEnv('XVFB_PATH', '/usr/bin/Xvfb'), env: 'XVFB_PATH', debian: 'xvfb' });

/** The binary's path, or an error that says what to install. */
export function need(binary: Binary): string {
  if (binary.path) return binary.path;
  throw new Error(`No ${binary.what} for the end-to-end journeys: run \`sudo apt-get install -y ${binary.debian}\` (Debian or Ubuntu), or set ${binary.env}=/path/to/it`);
}
