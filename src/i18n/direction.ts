/**
 * The writing direction of each language. Its own module, so that only the popup's lazy chunk
 * carries it (languages.ts is part of the first download).
 */
import type { AnyLanguage } from '../kernel/config/languages.ts';

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly AnyLanguage[] = ['ur'];

/** The `dir` of text in `language`. */
export function textDirection(language: AnyLanguage): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
