/**
 * Where the three engines' binaries are: found by `scripts/engines.mjs`, as the browser tests and
 * `scripts/ensure-browsers.mjs` find them, so that the check before the tests and the journeys agree.
 * Nothing here installs anything (`npm test` does that when it is root on Debian). A missing binary
 * fails the engine's journeys with the Debian package to install: no selected engine is skipped.
 */
import { chromiumPath, firefoxPath, miniBrowserPath, selectedEngines, webkitDriverPath, xvfbPath } from '../../../scripts/engines.mjs';

export type EngineName = 'Chromium' | 'Firefox' | 'WebKit';

export interface Binary {
  /** What it is, for the message. */
  readonly what: string;
  readonly path: string | undefined;
  /** The variable that overrides it, if any. */
  readonly env?: string;
  /** The Debian package that gives it. */
  readonly debian: string;
}

export const chromium = (): Binary => ({ what: 'Chromium', path: chromiumPath(), env: 'CHROME_PATH', debian: 'chromium' });
export const firefox = (): Binary => ({ what: 'Firefox', path: firefoxPath(), env: 'FIREFOX_PATH', debian: 'firefox-esr' });
export const webkitDriver = (): Binary => ({ what: 'WebKitWebDriver', path: webkitDriverPath(), env: 'WEBKIT_DRIVER_PATH', debian: 'webkit2gtk-driver' });
export const miniBrowser = (): Binary => ({ what: "WebKitGTK's MiniBrowser", path: miniBrowserPath(), env: 'MINIBROWSER_PATH', debian: 'webkit2gtk-driver' });
export const xvfb = (): Binary => ({ what: 'Xvfb (the X display WebKit needs)', path: xvfbPath(), debian: 'xvfb' });

/** The binary's path, or an error that says what to install. */
export function need(binary: Binary): string {
  if (binary.path) return binary.path;
  const override = binary.env ? `, or set ${binary.env}=/path/to/it` : '';
  throw new Error(`No ${binary.what} for the end-to-end journeys: run \`sudo apt-get install -y ${binary.debian}\` (Debian or Ubuntu)${override}`);
}

/** Whether $ENGINES (comma-separated, as `npm test` and the browser tests read it) chooses `name`: all three when it is unset. */
export function isSelected(name: EngineName): boolean {
  return selectedEngines().includes(name.toLowerCase());
}
