/**
 * The legacy grocery-brand merge's texts, one chunk a language, fetched with the merge's dialog
 * only when a merge is offered: the member area's catalogue, which the dashboard waits for, does not
 * carry them. The sister brands' languages get English, as they get English member-area texts.
 */
import type { MergeCatalogue, MergeMessageKey } from './merge/en.ts';
import { format, type MessageValues } from './catalogue.ts';
import type { AnyLanguage, Language } from '../kernel/config/languages.ts';

export type { MergeCatalogue, MergeMessageKey };
export type MergeTranslate = (key: MergeMessageKey, values?: MessageValues) => string;

const loaders: Readonly<Record<Language, () => Promise<MergeCatalogue>>> = {
  en: () => import('./merge/en.ts').then((module) => module.mergeEn),
  id: () => import('./merge/id.ts').then((module) => module.mergeId),
  ms: () => import('./merge/ms.ts').then((module) => module.mergeMs),
  zh: () => import('./merge/zh.ts').then((module) => module.mergeZh),
  th: () => import('./merge/th.ts').then((module) => module.mergeTh),
  vi: () => import('./merge/vi.ts').then((module) => module.mergeVi),
};

const pending = new Map<AnyLanguage, Promise<MergeCatalogue>>();
const here = new Map<AnyLanguage, MergeCatalogue>();

/** The catalogue of `language`, if it has arrived. */
export const loadedMergeCatalogue = (language: AnyLanguage): MergeCatalogue | undefined => here.get(language);

/** Fetches the catalogue of `language` (once; again after a failure). */
export function loadMergeCatalogue(language: AnyLanguage): Promise<MergeCatalogue> {
  const known = pending.get(language);
  if (known) return known;
  const load = (language in loaders ? loaders[language as Language] : loaders.en)().then(
    (catalogue) => {
      here.set(language, catalogue);
      return catalogue;
    },
    (error: unknown) => {
      pending.delete(language);
      throw error;
    },
  );
  pending.set(language, load);
  return load;
}

export function mergeTranslator(catalogue: MergeCatalogue): MergeTranslate {
  return (key, values) => format(catalogue[key], values);
}
