// The three browser engines the tests run in, and where Debian's packages put them.
// No npm package may download a browser on these machines: every engine comes from Debian.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium-path.mjs';

export { chromiumPath };

export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** Firefox ESR, driven by puppeteer-core over WebDriver BiDi: $FIREFOX_PATH, else Debian's. */
export function firefoxPath() {
  return [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((file) => file && existsSync(file));
}

/** WebKitGTK's WebDriver server (package webkit2gtk-driver). */
export function webkitDriverPath() {
  return [process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'].find((file) => file && existsSync(file));
}

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts (in /usr/lib/<arch>/webkit2gtk-4.1/). */
export function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH && existsSync(process.env.MINIBROWSER_PATH)) return process.env.MINIBROWSER_PATH;
  const libDirs = existsSync('/usr/lib') ? readdirSync('/usr/lib').map((dir) => path.join('/usr/lib', dir)) : [];
  return ['/usr/lib', ...libDirs].map((dir) => path.join(dir, 'webkit2gtk-4.1', 'MiniBrowser')).find((file) => existsSync(file));
}

/** The X server WebKitGTK needs when there is no display (package xvfb). */
export function xvfbPath() {
  return ['/usr/bin/Xvfb'].find((file) => existsSync(file));
}

/** fontconfig's font lister, which the browsers' font fallback also goes through (package fontconfig). */
export function fcListPath() {
  return ['/usr/bin/fc-list'].find((file) => existsSync(file));
}

/**
 * The file of an installed font that draws every character of `text`, as fontconfig (and so each
 * engine's fallback) sees it; undefined when none does or fc-list is missing.
 * @param {string} text
 */
export function fontCovering(text) {
  const fcList = fcListPath();
  if (!fcList) return undefined;
  const charset = [...new Set(text)].map((char) => char.codePointAt(0)?.toString(16)).join(' ');
  const listed = execFileSync(fcList, [`:charset=${charset}`, 'file'], { encoding: 'utf8' });
  return listed.split('\n')[0]?.replace(/:\s*$/, '') || undefined;
}

/**
 * The fonts the popup's languages need beyond the Latin ones every system has. Without them an
 * engine draws the text with whatever last resort it has (boxes, or nothing), whose widths are
 * not those of the text a shopper sees: Thai in Firefox wrapped two lines more than with a Thai
 * font, and the layout tests measured that. English, Indonesian, Malay and Vietnamese are Latin,
 * drawn by the fonts fontconfig itself depends on.
 */
const LANGUAGE_FONTS = [
  // TLWG's fonts (Loma, Garuda, Waree…): Debian's Thai fonts, with the fontconfig rules that make them Thai's sans-serif.
  { what: 'a Thai font', sample: 'ยืนยันหมายเลขโทรศัพท์ของคุณ', debianPackage: 'fonts-thai-tlwg' },
  { what: 'a Chinese font', sample: '扫码登录注册', debianPackage: 'fonts-droid-fallback' },
];

/** What every engine needs to draw the popup's languages with real fonts. */
function fontRequirements() {
  return [
    { what: 'fc-list', found: fcListPath(), debianPackage: 'fontconfig' },
    ...LANGUAGE_FONTS.map(({ what, sample, debianPackage }) => ({ what, found: fontCovering(sample), debianPackage })),
  ];
}

/**
 * What each engine needs, its own binaries and the fonts: the Debian package that provides each
 * missing piece.
 * @param {string} engine
 * @returns {{ what: string, found: string | undefined, debianPackage: string, variable?: string }[]}
 */
export function requirements(engine) {
  return [...engineRequirements(engine), ...fontRequirements()];
}

/** @param {string} engine */
function engineRequirements(engine) {
  switch (engine) {
    case 'chromium':
      return [{ what: 'Chromium', found: chromiumPath(), debianPackage: 'chromium', variable: 'CHROME_PATH' }];
    case 'firefox':
      return [{ what: 'Firefox', found: firefoxPath(), debianPackage: 'firefox-esr', variable: 'FIREFOX_PATH' }];
    case 'webkit':
      return [
        { what: 'WebKitWebDriver', found: webkitDriverPath(), debianPackage: 'webkit2gtk-driver', variable: 'WEBKIT_DRIVER_PATH' },
        { what: 'WebKitGTK MiniBrowser', found: miniBrowserPath(), debianPackage: 'webkit2gtk-driver', variable: 'MINIBROWSER_PATH' },
        { what: 'Xvfb', found: xvfbPath(), debianPackage: 'xvfb' },
      ];
    default:
      throw new Error(`unknown engine "${engine}": choose among ${ENGINES.join(', ')}`);
  }
}

/** The engines chosen by $ENGINES (comma-separated), else all three. */
export function selectedEngines() {
  const chosen = (process.env.ENGINES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of chosen) engineRequirements(name);
  return chosen.length > 0 ? chosen : [...ENGINES];
}
