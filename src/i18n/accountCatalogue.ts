/**
 * The member area's texts: the popup's catalogue of a language (its rules, common buttons and
 * errors) with the member area's own beside it, both loaded lazily, one chunk a language. The sister
 * brands' languages get English member-area texts, as they get English popup texts.
 */
import type { AccountCatalogue, AccountMessageKey } from './account/en.ts';
import { format, loadCatalogue, type Catalogue, type MessageKey, type MessageValues } from './catalogue.ts';
import type { AnyLanguage, Language } from '../kernel/config/languages.ts';

export type { AccountCatalogue, AccountMessageKey };

/** The member area's keys never take a popup key's place. */
type Overlap = AccountMessageKey & MessageKey;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

const loaders: Readonly<Record<Language, () => Promise<AccountCatalogue>>> = {
  en: () => import('./account/en.ts').then((module) => module.accountEn),
  id: () => import('./account/id.ts').then((module) => module.accountId),
  ms: () => import('./account/ms.ts').then((module) => module.accountMs),
  zh: () => import('./account/zh.ts').then((module) => module.accountZh),
  th: () => import('./account/th.ts').then((module) => module.accountTh),
  vi: () => import('./account/vi.ts').then((module) => module.accountVi),
};

export type MemberAreaCatalogue = Catalogue & AccountCatalogue;
export type AccountTranslate = (key: MessageKey | AccountMessageKey, values?: MessageValues) => string;

const loaded = new Map<AnyLanguage, Promise<MemberAreaCatalogue>>();
const ready = new Map<AnyLanguage, MemberAreaCatalogue>();

export function loadedAccountCatalogue(language: AnyLanguage): MemberAreaCatalogue | undefined {
  return ready.get(language);
}

export function loadAccountCatalogue(language: AnyLanguage): Promise<MemberAreaCatalogue> {
  let promise = loaded.get(language);
  if (!promise) {
    const own = language in loaders ? loaders[language as Language] : loaders.en;
    promise = Promise.all([loadCatalogue(language), own()]).then(([popup, account]) => ({ ...popup, ...account }));
    promise.then(
      (catalogue) => ready.set(language, catalogue),
      () => loaded.delete(language), // A failed chunk load may succeed on the next try.
    );
    loaded.set(language, promise);
  }
  return promise;
}

export function accountTranslator(catalogue: MemberAreaCatalogue): AccountTranslate {
  return (key, values) => format(catalogue[key], values);
}
