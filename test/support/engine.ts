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
