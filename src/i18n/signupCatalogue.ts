/**
 * The sign-up's own texts (signup/{lang}.ts), loaded lazily with the sign-up's code, one chunk a
 * language: they are not on the way to Login. The sister brands' languages get English ones, as
 * they get English popup texts. Its keys never take a popup key's place.
 */
import { format, type MessageKey, type MessageValues } from './catalogue.ts';
import type { AnyLanguage, Language } from '../kernel/config/languages.ts';
import type { SignupCatalogue, SignupMessageKey } from './signup/en.ts';

export type { SignupCatalogue, SignupMessageKey };

type Overlap = SignupMessageKey & MessageKey;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

const loaders: Readonly<Record<Language, () => Promise<SignupCatalogue>>> = {
  en: () => import('./signup/en.ts').then((module) => module.signupEn),
  id: () => import('./signup/id.ts').then((module) => module.signupId),
  ms: () => import('./signup/ms.ts').then((module) => module.signupMs),
  zh: () => import('./signup/zh.ts').then((module) => module.signupZh),
  th: () => import('./signup/th.ts').then((module) => module.signupTh),
  vi: () => import('./signup/vi.ts').then((module) => module.signupVi),
};

const loaded = new Map<AnyLanguage, Promise<SignupCatalogue>>();
const ready = new Map<AnyLanguage, SignupCatalogue>();

export function loadedSignupCatalogue(language: AnyLanguage): SignupCatalogue | undefined {
  return ready.get(language);
}

export function loadSignupCatalogue(language: AnyLanguage): Promise<SignupCatalogue> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = (language in loaders ? loaders[language as Language] : loaders.en)();
    promise.then(
      (catalogue) => ready.set(language, catalogue),
      () => loaded.delete(language), // A failed chunk load may succeed on the next try.
    );
    loaded.set(language, promise);
  }
  return promise;
}

export type SignupTranslate = (key: SignupMessageKey, values?: MessageValues) => string;

export function signupTranslator(catalogue: SignupCatalogue): SignupTranslate {
  return (key, values) => format(catalogue[key], values);
}
