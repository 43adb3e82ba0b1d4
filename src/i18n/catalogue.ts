/** Loads a language's catalogue lazily (one chunk a language) and fills in message templates. */
import type { Catalogue, MessageKey } from './catalogues/en.ts';
import { SISTER_LANGUAGES, type AnyLanguage, type Language, type SisterLanguage } from './languages.ts';

export type { Catalogue, MessageKey };

const loaders: Readonly<Record<Language, () => Promise<Catalogue>>> = {
  en: () => import('./catalogues/en.ts').then((module) => module.en),
  id: () => import('./catalogues/id.ts').then((module) => module.id),
  ms: () => import('./catalogues/ms.ts').then((module) => module.ms),
  zh: () => import('./catalogues/zh.ts').then((module) => module.zh),
  th: () => import('./catalogues/th.ts').then((module) => module.th),
  vi: () => import('./catalogues/vi.ts').then((module) => module.vi),
};

const isSister = (language: AnyLanguage): language is SisterLanguage => (SISTER_LANGUAGES as readonly string[]).includes(language);

const loaded = new Map<AnyLanguage, Promise<Catalogue>>();
/** The catalogues whose load resolved, for a render that cannot wait. */
const ready = new Map<AnyLanguage, Catalogue>();

/** The catalogue of `language` if it is loaded already, else undefined. */
export function loadedCatalogue(language: AnyLanguage): Catalogue | undefined {
  return ready.get(language);
}

/**
 * The catalogue of `language`. The sister brands' languages get the English texts with the
 * generic network error in their own language.
 */
export function loadCatalogue(language: AnyLanguage): Promise<Catalogue> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = isSister(language)
      ? Promise.all([loaders.en(), import('./networkError.ts')]).then(([en, { SISTER_NETWORK_ERROR }]) => ({
          ...en,
          'error.network': SISTER_NETWORK_ERROR[language],
        }))
      : loaders[language]();
    promise.then(
      (catalogue) => ready.set(language, catalogue),
      () => loaded.delete(language), // A failed chunk load may succeed on the next try.
    );
    loaded.set(language, promise);
  }
  return promise;
}

export type MessageValues = Readonly<Record<string, string | number>>;

/** `format('Resend in {seconds}s', { seconds: 5 })` → `Resend in 5s`. Unknown names stay as written. */
export function format(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function translator(catalogue: Catalogue): Translate {
  return (key, values) => format(catalogue[key], values);
}
