/**
 * The popup itself, loaded lazily on first use: it resolves the locale from the element's
 * attributes, loads the texts, adopts the styles and renders the dialog with the element's store.
 */
import { Provider, useAtomValue } from '../ui/atomHooks.ts';
import { useMemo } from 'react';
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../security/preferenceCookie.ts';
import { loadCatalogue, translator } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../i18n/languages.ts';
import { attributesAtom } from '../state/attributes.ts';
import type { RouteName } from '../state/routes.ts';
import type { PopupStore } from '../state/store.ts';
import { Dialog } from './Dialog.tsx';
import { ElementEnvContext, type ElementEnv } from '../ui/ElementEnv.ts';
import { screenModules } from './screenModules.ts';
import { POPUP_CSS } from './styles.ts';
import { useAdoptedStyles } from '../ui/useAdoptedStyles.ts';
import { useCatalogue } from '../ui/useCatalogue.ts';

/**
 * Fetches, in parallel, what the popup shows first: the catalogue of `language` (else English's)
 * and the screen of `route`. Failures are left for the popup to report when it shows them.
 */
export function prefetchOpen(language: AnyLanguage, route: RouteName): void {
  const ignore = () => undefined;
  loadCatalogue(language).catch(() => loadCatalogue('en').catch(ignore));
  screenModules[route].load().catch(ignore);
}

export interface PopupProps {
  readonly host: HTMLElement;
  readonly store: PopupStore;
}

export default function Popup({ host, store }: PopupProps) {
  const attributes = useAtomValue(attributesAtom, { store });
  const locale = resolveLocale(attributes, readPreference());
  const catalogue = useCatalogue(locale.language);
  const env = useMemo<ElementEnv | undefined>(
    () => (catalogue ? { host, store, region: locale.region, language: locale.language, t: translator(catalogue) } : undefined),
    [host, store, catalogue, locale.region, locale.language],
  );
  useAdoptedStyles(host, POPUP_CSS);
  if (!env) return null;
  return (
    <Provider store={store}>
      <ElementEnvContext.Provider value={env}>
        <Dialog />
      </ElementEnvContext.Provider>
    </Provider>
  );
}
