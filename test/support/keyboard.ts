/**
 * Real key presses in every engine (see keyboardPlugin.mjs): one of `type` (a text, key by key),
 * `press` (a key, e.g. "Tab"), `down` or `up` (hold a key, e.g. "Shift", across presses).
 */
import { executeServerCommand } from '@web/test-runner-commands';

export type KeyboardPayload = { readonly type: string } | { readonly press: string } | { readonly down: string } | { readonly up: string };

export async function sendKeys(payload: KeyboardPayload): Promise<void> {
  await executeServerCommand('keyboard', payload);
}
