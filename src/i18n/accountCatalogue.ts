/**
 * The member area's texts, in two parts as the popup's (catalogue.ts), each a chunk a language: the
 * dashboard's (account/), which the member area fetches as it opens, beside the popup's texts on the
 * way to Login (its common buttons and errors); and its other pages' (accountPages/), which come
 * with those pages' chunks, beside the popup's later texts (the rules their fields can break). The
 * sister brands' languages get English member-area texts, as they get English popup texts.
 */
import type { AccountDashboardCatalogue, AccountDashboardKey } from './account/en.ts';
import type { AccountPagesCatalogue, AccountPagesKey } from './accountPages/pagesEn.ts';
import { format, loadCatalogue, loadFirstCatalogue, type Catalogue, type FirstCatalogue, type MessageKey, type MessageValues } from './catalogue.ts';
import type { FirstKey } from './first/en.ts';
import type { AnyLanguage, Language } from './languages.ts';

export type { AccountDashboardCatalogue, AccountDashboardKey, AccountPagesCatalogue, AccountPagesKey };
export type AccountMessageKey = AccountDashboardKey | AccountPagesKey;
export type AccountCatalogue = AccountDashboardCatalogue & AccountPagesCatalogue;

/** The member area's keys never take a popup key's place, nor each other's. */
type Overlap = (AccountMessageKey & MessageKey) | (AccountDashboardKey & AccountPagesKey);
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

const dashboardLoaders: Readonly<Record<Language, () => Promise<AccountDashboardCatalogue>>> = {
  en: () => import('./account/en.ts').then((module) => module.accountEn),
  id: () => import('./account/id.ts').then((module) => module.accountId),
  ms: () => import('./account/ms.ts').then((module) => module.accountMs),
  zh: () => import('./account/zh.ts').then((module) => module.accountZh),
  th: () => import('./account/th.ts').then((module) => module.accountTh),
  vi: () => import('./account/vi.ts').then((module) => module.accountVi),
};

const pagesLoaders: Readonly<Record<Language, () => Promise<AccountPagesCatalogue>>> = {
  en: () => import('./accountPages/pagesEn.ts').then((module) => module.pagesEn),
  id: () => import('./accountPages/pagesId.ts').then((module) => module.pagesId),
  ms: () => import('./accountPages/pagesMs.ts').then((module) => module.pagesMs),
  zh: () => import('./accountPages/pagesZh.ts').then((module) => module.pagesZh),
  th: () => import('./accountPages/pagesTh.ts').then((module) => module.pagesTh),
  vi: () => import('./accountPages/pagesVi.ts').then((module) => module.pagesVi),
};

const own = <C>(loaders: Readonly<Record<Language, () => Promise<C>>>, language: AnyLanguage): Promise<C> =>
  (language in loaders ? loaders[language as Language] : loaders.en)();

/** What the dashboard says: the popup's texts on the way to Login and the dashboard's part. */
export type DashboardCatalogue = FirstCatalogue & AccountDashboardCatalogue;
/** What the member area's other pages say too: both parts of the popup's texts and of its own. */
export type MemberAreaCatalogue = Catalogue & AccountCatalogue;
/** The dashboard's texts: a key of the pages' part is a type error there (it may not be here yet). */
export type DashboardTranslate = (key: FirstKey | AccountDashboardKey, values?: MessageValues) => string;
export type AccountTranslate = (key: MessageKey | AccountMessageKey, values?: MessageValues) => string;

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

const dashboard = parts(
  (language): Promise<DashboardCatalogue> =>
    Promise.all([loadFirstCatalogue(language), own(dashboardLoaders, language)]).then(([popup, account]) => ({ ...popup, ...account })),
);
const whole = parts(
  (language): Promise<MemberAreaCatalogue> =>
    Promise.all([loadCatalogue(language), dashboard.load(language), own(pagesLoaders, language)]).then(([popup, first, pages]) => ({
      ...popup,
      ...first,
      ...pages,
    })),
);

/** The dashboard's texts in `language` if they are loaded already, else undefined. */
export function loadedDashboardCatalogue(language: AnyLanguage): DashboardCatalogue | undefined {
  return dashboard.ready(language);
}

/** The dashboard's texts in `language`. */
export function loadDashboardCatalogue(language: AnyLanguage): Promise<DashboardCatalogue> {
  return dashboard.load(language);
}

/** The member area's whole catalogue of `language` if it is loaded already, else undefined. */
export function loadedAccountCatalogue(language: AnyLanguage): MemberAreaCatalogue | undefined {
  return whole.ready(language);
}

/** The member area's whole catalogue of `language`: the dashboard's texts and its other pages'. */
export function loadAccountCatalogue(language: AnyLanguage): Promise<MemberAreaCatalogue> {
  return whole.load(language);
}

export function dashboardTranslator(catalogue: DashboardCatalogue): DashboardTranslate {
  return (key, values) => format(catalogue[key], values);
}

export function accountTranslator(catalogue: MemberAreaCatalogue): AccountTranslate {
  return (key, values) => format(catalogue[key], values);
}
