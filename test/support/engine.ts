/** The engine a browser test runs in, and what its driver cannot do. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export const ENGINE: Engine = /Firefox\//.test(navigator.userAgent) ? 'firefox' : /Chrom(e|ium)\//.test(navigator.userAgent) ? 'chromium' : 'webkit';

/**
 * WebKitWebDriver delivers Shift+Tab with `key: "Unidentified"` (only `code` says Tab), so no page
 * can tell it is Tab. In WebKit the tests dispatch that keydown with its key instead, and say so
 * in their names (SHIFT_TAB_NOTE).
 */
export const SHIFT_TAB_IS_DISPATCHED = ENGINE === 'webkit';
export const SHIFT_TAB_NOTE = SHIFT_TAB_IS_DISPATCHED ? ' (WebKit: WebDriver sends Shift+Tab without its key, so Shift+Tab is a dispatched keydown)' : '';

/**
 * Only Chromium's driver emulates media features (`emulateMedia`): puppeteer over WebDriver BiDi
 * has no CDP for it in Firefox, and WebKitWebDriver has no command. Elsewhere a media test checks
 * the engine's own preference and that the shipped stylesheet holds the rule, and says so in its
 * name (MEDIA_NOTE).
 */
export const EMULATES_MEDIA = ENGINE === 'chromium';
export const MEDIA_NOTE = EMULATES_MEDIA ? ' (emulated)' : ` (${ENGINE} cannot emulate media: its own preference, and the rule in the shipped stylesheet)`;
