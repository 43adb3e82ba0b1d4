import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadedFirstCatalogue, loadFirstCatalogue, type FirstCatalogue } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../kernel/config/languages.ts';

/** How a catalogue of one kind is had: already loaded (or not), and loaded. */
export interface CatalogueSource<C> {
  readonly loaded: (language: AnyLanguage) => C | undefined;
  readonly load: (language: AnyLanguage) => Promise<C>;
}

/**
 * The catalogue of `language` from `source`: in the first render if it is loaded already (it is
 * prefetched with the element's UI), else once loaded. While another language loads, the previous
 * catalogue stays, so a language switch never blanks the element. If a language cannot be loaded,
 * English is used.
 */
export function useSourcedCatalogue<C>(language: AnyLanguage, source: CatalogueSource<C>): C | undefined {
  const ready = source.loaded(language);
  const [arrived, setArrived] = useState<{ readonly language: AnyLanguage; readonly catalogue: C }>();
  const shown = useRef<C>(undefined);
  const catalogue = ready ?? (arrived?.language === language ? arrived.catalogue : shown.current);
  useLayoutEffect(() => {
    shown.current = catalogue;
  });
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    source
      .load(language)
      .catch(() => source.load('en'))
      .then(
        (loaded) => current && setArrived({ language, catalogue: loaded }),
        () => undefined, // Nothing to show until a later language switch or re-render loads one.
      );
    return () => {
      current = false;
    };
  }, [language, ready, source]);
  return catalogue;
}

const POPUP_CATALOGUES: CatalogueSource<FirstCatalogue> = { loaded: loadedFirstCatalogue, load: loadFirstCatalogue };

/** The popup's texts on the way to Login in `language` (the later screens' come with them, see screenModules.ts). */
export function useCatalogue(language: AnyLanguage): FirstCatalogue | undefined {
  return useSourcedCatalogue(language, POPUP_CATALOGUES);
}
