/** What the shopper reads: a catalogue text, or a server's own message shown as plain text. */
import type { MessageKey, Translate } from './catalogue.ts';

export type UserMessage = { readonly key: MessageKey } | { readonly text: string };

/** The text of a user message in the popup's language. Show it as text, never as markup. */
export function messageText(message: UserMessage, t: Translate): string {
  return 'key' in message ? t(message.key) : message.text;
}
