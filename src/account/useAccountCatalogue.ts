/** The member area's catalogue of `language` (the popup's texts with the member area's own). */
import { loadAccountCatalogue, loadedAccountCatalogue, type MemberAreaCatalogue } from '../i18n/accountCatalogue.ts';
import type { AnyLanguage } from '../kernel/config/languages.ts';
import { useSourcedCatalogue, type CatalogueSource } from '../ui/useCatalogue.ts';

const ACCOUNT_CATALOGUES: CatalogueSource<MemberAreaCatalogue> = { loaded: loadedAccountCatalogue, load: loadAccountCatalogue };

export function useAccountCatalogue(language: AnyLanguage): MemberAreaCatalogue | undefined {
  return useSourcedCatalogue(language, ACCOUNT_CATALOGUES);
}
