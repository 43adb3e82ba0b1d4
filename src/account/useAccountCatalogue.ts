/** The member area's dashboard's texts of `language` (the popup's on the way to Login with the dashboard's own); the other pages' come with them (`pagesTexts.tsx`). */
import { loadDashboardCatalogue, loadedDashboardCatalogue, type DashboardCatalogue } from '../i18n/accountCatalogue.ts';
import type { AnyLanguage } from '../i18n/languages.ts';
import { useSourcedCatalogue, type CatalogueSource } from '../ui/useCatalogue.ts';

const DASHBOARD_CATALOGUES: CatalogueSource<DashboardCatalogue> = { loaded: loadedDashboardCatalogue, load: loadDashboardCatalogue };

export function useDashboardCatalogue(language: AnyLanguage): DashboardCatalogue | undefined {
  return useSourcedCatalogue(language, DASHBOARD_CATALOGUES);
}
