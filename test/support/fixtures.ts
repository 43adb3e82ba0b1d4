/** Helpers shared by the browser tests. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from './keyboard.ts';
import '../../elements/member-login-popup.ts';
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

/** The popup's `<dialog>` once it is rendered and open (r2wc and the lazy chunks render asynchronously). */
export async function openDialog(element: MemberLoginPopup): Promise<HTMLDialogElement> {
  await waitUntil(() => part(element, 'dialog')?.hasAttribute('open'), 'the popup did not open');
  return part(element, 'dialog') as HTMLDialogElement;
}

export async function closedDialog(element: MemberLoginPopup): Promise<void> {
  await waitUntil(() => !part(element, 'dialog'), 'the popup did not close');
}

/** The first element in the shadow root with `part` among its parts. */
export function part(element: MemberLoginPopup, name: string): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
}

export function titleText(element: MemberLoginPopup): string | undefined {
  return part(element, 'title')?.textContent ?? undefined;
}

/** The focused element, looking into shadow roots. */
export { deepActiveElement as deepActive } from '../../src/popup/focus.ts';

export async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

export { nativeSleep, pollUntil } from './wait.ts';
