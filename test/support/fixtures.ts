/** Helpers shared by the browser tests. */
import { fixture, html } from '@open-wc/testing';
import { sendKeys } from './keyboard.ts';
import '../../elements/member-login-popup.ts';
import './reportableErrors.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { SHIFT_TAB_IS_DISPATCHED } from './engine.ts';
import { nativeSleep, pollFor, pollUntil } from './wait.ts';
import type { MemberLoginPopup } from '../../elements/MemberLoginPopup.ts';

export type { MemberLoginPopup };

/**
 * A `<member-login-popup>` with the given attributes, connected to the document. Its variation is
 * "control" unless given, so that it does not ask for an experiment config.
 */
export async function popupFixture(attributes: Record<string, string> = {}): Promise<MemberLoginPopup> {
  const element = document.createElement('member-login-popup');
  for (const [name, value] of Object.entries({ variation: 'control', ...attributes })) element.setAttribute(name, value);
  return fixture<MemberLoginPopup>(html`${element}`);
}

/**
 * The popup's `<dialog>` once it is rendered and open. React renders asynchronously and the popup's
 * code is a lazy chunk (slower with coverage on), so this waits on the shadow root's mutations
 * until the dialog is there and open, and fails after 8 s (within the test's 20 s) with its message.
 */
export async function openDialog(element: MemberLoginPopup): Promise<HTMLDialogElement> {
  await shadowChange(element, () => part(element, 'dialog')?.hasAttribute('open'), 'the popup did not open');
  return part(element, 'dialog') as HTMLDialogElement;
}

export async function closedDialog(element: MemberLoginPopup): Promise<void> {
  await shadowChange(element, () => !part(element, 'dialog')?.hasAttribute('open'), 'the popup did not close');
}

/** How long a shadow-root wait may take before it fails with its message (a test has 20 s). */
const SHADOW_WAIT_MS = 8000;

/** Resolves when `done()` holds, checked at once and after every change in the element's shadow root. */
function shadowChange(element: MemberLoginPopup, done: () => unknown, message: string): Promise<void> {
  if (done()) return Promise.resolve();
  const root = element.shadowRoot;
  if (!root) return Promise.reject(new Error(`${message}: the element has no shadow root (is it connected?)`));
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    nativeSleep(SHADOW_WAIT_MS).then(() => {
      observer.disconnect();
      if (done()) resolve();
      else reject(new Error(`${message} within ${SHADOW_WAIT_MS} ms`));
    }, reject);
  });
}

/** The first element in the shadow root with `part` among its parts. */
export function part(element: MemberLoginPopup, name: string): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
}

export function titleText(element: MemberLoginPopup): string | undefined {
  return part(element, 'title')?.textContent ?? undefined;
}

/** The focused element, looking into shadow roots. */
export { deepActiveElement as deepActive };

/** Shift+Tab: real keys, except in WebKit (see SHIFT_TAB_NOTE) where the keydown is dispatched. */
export async function shiftTab(): Promise<void> {
  if (SHIFT_TAB_IS_DISPATCHED) {
    const init = { key: 'Tab', code: 'Tab', shiftKey: true, bubbles: true, composed: true, cancelable: true };
    (deepActiveElement() ?? document.body).dispatchEvent(new KeyboardEvent('keydown', init));
    return;
  }
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

export { nativeSleep, pollFor, pollUntil };
