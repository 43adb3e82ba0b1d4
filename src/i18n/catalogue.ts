/**
 * Loads a language's catalogue lazily and fills in message templates. A catalogue comes in two
 * parts, each a chunk a language: the texts on the way to Login (first/), which the popup fetches
 * with its first screen, and the later screens' (later/), which it fetches with them.
 */
import type { KernelMessageKey, MessageValues } from '../kernel/messageKeys.ts';
import type { Catalogue, MessageKey } from './catalogues/en.ts';
import type { FirstCatalogue } from './first/en.ts';
import { firstTexts } from './firstTexts.ts';
import type { LaterCatalogue } from './later/laterEn.ts';
import { SISTER_LANGUAGES, type AnyLanguage, type Language, type SisterLanguage } from '../kernel/config/languages.ts';

export type { Catalogue, FirstCatalogue, MessageKey };

const laterLoaders: Readonly<Record<Language, () => Promise<LaterCatalogue>>> = {
  en: () => import('./later/laterEn.ts').then((module) => module.laterEn),
  id: () => import('./later/laterId.ts').then((module) => module.laterId),
  ms: () => import('./later/laterMs.ts').then((module) => module.laterMs),
  zh: () => import('./later/laterZh.ts').then((module) => module.laterZh),
  th: () => import('./later/laterTh.ts').then((module) => module.laterTh),
  vi: () => import('./later/laterVi.ts').then((module) => module.laterVi),
};

const isSister = (language: AnyLanguage): language is SisterLanguage => (SISTER_LANGUAGES as readonly string[]).includes(language);

/** Each part's loads by language, and the loads that resolved, for a render that cannot wait. */
function parts<C>(load: (language: AnyLanguage) => Promise<C>) {
  const loaded = new Map<AnyLanguage, Promise<C>>();
  const ready = new Map<AnyLanguage, C>();
  return {
    ready: (language: AnyLanguage): C | undefined => ready.get(language),
    load(language: AnyLanguage): Promise<C> {
      let promise = loaded.get(language);
      if (!promise) {
        promise = load(language);
        promise.then(
          (catalogue) => ready.set(language, catalogue),
          () => loaded.delete(language), // A failed chunk load may succeed on the next try.
        );
        loaded.set(language, promise);
      }
      return promise;
    },
  };
}

/** The sister brands' languages get the English texts with the generic network error in their own language. */
const first = parts((language) =>
  isSister(language)
    ? Promise.all([firstTexts('en'), import('unit:networkError')]).then(([en, { SISTER_NETWORK_ERROR }]) => ({
        ...en,
        'error.network': SISTER_NETWORK_ERROR[language],
      }))
    : firstTexts(language),
);
const whole = parts((language) =>
  Promise.all([first.load(language), isSister(language) ? laterLoaders.en() : laterLoaders[language]()]).then(
    ([firstPart, laterPart]): Catalogue => ({
      ...firstPart,
      ...laterPart,
    }),
  ),
);

/** The texts on the way to Login in `language` if they are loaded already, else undefined. */
export function loadedFirstCatalogue(language: AnyLanguage): FirstCatalogue | undefined {
  return first.ready(language);
}

/** The texts on the way to Login in `language`. */
export function loadFirstCatalogue(language: AnyLanguage): Promise<FirstCatalogue> {
  return first.load(language);
}

/** The whole catalogue of `language` if it is loaded already, else undefined. */
export function loadedCatalogue(language: AnyLanguage): Catalogue | undefined {
  return whole.ready(language);
}

/** The whole catalogue of `language`: both parts. */
export function loadCatalogue(language: AnyLanguage): Promise<Catalogue> {
  return whole.load(language);
}

export type { MessageValues };

/**
 * The kernel's keys (field rules, password hints, the error catalogue's fallbacks) are catalogue
 * keys: a key the kernel lists without a text here fails this constraint, a type error.
 */
type HasText<Key extends MessageKey> = Key;
export type KernelKeyWithText = HasText<KernelMessageKey>;

/** `format('Resend in {seconds}s', { seconds: 5 })` → `Resend in 5s`. Unknown names stay as written. */
export function format(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function translator(catalogue: Catalogue): Translate {
  return (key, values) => format(catalogue[key], values);
}
