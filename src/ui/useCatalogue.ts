import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadCatalogue, loadedCatalogue, type Catalogue } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../i18n/languages.ts';

/**
 * The catalogue of `language`: in the first render if it is loaded already (it is prefetched with
 * the popup), else once loaded. While another language loads, the previous catalogue stays, so a
 * language switch never blanks the popup. If a language cannot be loaded, English is used.
 */
export function useCatalogue(language: AnyLanguage): Catalogue | undefined {
  const ready = loadedCatalogue(language);
  const [arrived, setArrived] = useState<{ readonly language: AnyLanguage; readonly catalogue: Catalogue }>();
  const shown = useRef<Catalogue>(undefined);
  const catalogue = ready ?? (arrived?.language === language ? arrived.catalogue : shown.current);
  useLayoutEffect(() => {
    shown.current = catalogue;
  });
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    loadCatalogue(language)
      .catch(() => loadCatalogue('en'))
      .then(
        (loaded) => current && setArrived({ language, catalogue: loaded }),
        () => undefined, // Nothing to show until a later language switch or re-render loads one.
      );
    return () => {
      current = false;
    };
  }, [language, ready]);
  return catalogue;
}
