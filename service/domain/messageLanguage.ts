/**
 * The language of an answer: the service's messages are written in the language the request names
 * (`X-Member-Language` on the gateway, `Accept-Language` on REST), English when it names none of
 * the six. A text that is not one of the messages goes out as it is.
 */
import { LANGUAGES, parseLanguage, type Language } from '../../src/kernel/config/languages.ts';
import { MESSAGES, type MessageName } from './messages.ts';
import { TRANSLATIONS } from './messageTranslations.ts';

const NAMES_BY_TEXT = new Map<string, MessageName>(Object.entries(MESSAGES).map(([name, text]) => [text, name as MessageName]));

/**
 * The language a request asks for: the first of its language headers' tags that is one of the
 * six (`th`, `zh-CN`, `vi;q=0.9`), else English.
 */
export function requestLanguage(...headers: readonly (string | undefined)[]): Language {
  return namedLanguage(...headers) ?? 'en';
}

/** The first of the headers' language tags that is one of the six, or undefined when none is. */
export function namedLanguage(...headers: readonly (string | undefined)[]): Language | undefined {
  for (const header of headers) {
    for (const part of header?.split(',') ?? []) {
      const named = parseLanguage(part.split(';')[0]);
      const language = LANGUAGES.find((candidate) => candidate === named);
      if (language) return language;
    }
  }
  return undefined;
}

/** `text` in `language` when it is one of the service's messages; otherwise as it is. */
export function inLanguage(text: string, language: Language): string {
  const name = NAMES_BY_TEXT.get(text);
  if (!name || language === 'en') return text;
  return TRANSLATIONS[language][name];
}
