/** The engine a browser test runs in, what its driver cannot do, and the driver commands only some engines have. */
import { emulateMedia, executeServerCommand, setViewport } from '@web/test-runner-commands';

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

/**
 * Runs `command`, a driver command only some engines' drivers have (`can`: whether this one has
 * it), and tells whether it ran. Where the driver has it, its failure is the test's failure; where it
 * has not, it is not sent (the runner would print the driver's refusal, a dozen lines of stack, into
 * the run's log each time).
 */
async function driverCommand(can: boolean, command: () => Promise<unknown>): Promise<boolean> {
  if (!can) return false;
  await command();
  return true;
}

/** Emulates `media` where the driver can (EMULATES_MEDIA), and tells whether it did. */
export function emulated(media: Parameters<typeof emulateMedia>[0]): Promise<boolean> {
  return driverCommand(EMULATES_MEDIA, () => emulateMedia(media));
}

/**
 * Chromium and Firefox (puppeteer) resize the page (`setViewport`); WebKitWebDriver cannot. There a
 * layout test gives the popup the width it would have on that screen (`--mlp-width`) instead of a
 * real viewport, and says so in its name (VIEWPORT_NOTE).
 */
export const SETS_VIEWPORT = ENGINE !== 'webkit';
export const VIEWPORT_NOTE = SETS_VIEWPORT ? '' : ' (WebKit cannot resize the page: the popup gets that width from --mlp-width, not a real viewport)';

/** Makes the page `width` by `height` where the driver can (SETS_VIEWPORT), and tells whether it did. */
export async function viewportSet(width: number, height: number): Promise<boolean> {
  const done = await driverCommand(SETS_VIEWPORT, () => setViewport({ width, height }));
  if (done && innerWidth !== width) throw new Error(`setViewport left the page ${innerWidth} px wide, not ${width}`);
  return done;
}

/** Chromium's DevTools protocol gives the test page a virtual authenticator (`webauthnPlugin.mjs`); Firefox's and WebKit's drivers here do not. */
export const HAS_VIRTUAL_AUTHENTICATOR = ENGINE === 'chromium';

/** A credential a virtual authenticator holds (the DevTools protocol's `WebAuthn.Credential`). */
export interface VirtualCredential {
  readonly credentialId: string;
  readonly isResidentCredential: boolean;
  readonly rpId?: string;
  readonly signCount: number;
  readonly privateKey: string;
  readonly userHandle?: string;
}

/** A virtual authenticator of the test page (Chromium: HAS_VIRTUAL_AUTHENTICATOR): user-verifying, holding resident keys, saying yes at once. */
export async function virtualAuthenticator() {
  const id = await executeServerCommand<string | false, { action: string }>('webauthn', { action: 'add' });
  if (!id) throw new Error(`${ENGINE} has no virtual authenticator`);
  return {
    credentials: () => executeServerCommand<VirtualCredential[], { action: string; id: string }>('webauthn', { action: 'credentials', id }),
    /** Gives it `credential` (one it held) back. */
    hold: (credential: VirtualCredential) =>
      executeServerCommand<boolean, { action: string; id: string; credential: VirtualCredential }>('webauthn', { action: 'hold', id, credential }),
    remove: () => executeServerCommand<boolean, { action: string; id: string }>('webauthn', { action: 'remove', id }),
  };
}
