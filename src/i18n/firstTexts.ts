/**
 * Where each language's texts on the way to Login are (first/): part of the first download, so that
 * the element starts fetching them beside the popup's chunk, not after it (a click that comes
 * before the prefetch waits a round trip less). catalogue.ts loads them from here too: the
 * browser's module map makes the two one fetch.
 */
import type { FirstCatalogue } from './first/en.ts';
import type { AnyLanguage, Language } from '../kernel/config/languages.ts';

const modules: Readonly<Record<Language, () => Promise<{ readonly default: FirstCatalogue }>>> = {
  en: () => import('./first/en.ts'),
  id: () => import('./first/id.ts'),
  ms: () => import('./first/ms.ts'),
  zh: () => import('./first/zh.ts'),
  th: () => import('./first/th.ts'),
  vi: () => import('./first/vi.ts'),
};

/** The texts on the way to Login of `language`. */
export function firstTexts(language: Language): Promise<FirstCatalogue> {
  return modules[language]().then((module) => module.default);
}

/** Starts fetching the texts on the way to Login of `language` (English's for a sister brand's). */
export function fetchFirstTexts(language: AnyLanguage): void {
  modules[language in modules ? (language as Language) : 'en']().catch(() => undefined); // Reported by the open that needs them.
}
