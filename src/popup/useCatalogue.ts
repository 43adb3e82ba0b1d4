import { useEffect, useState } from 'react';
import { loadCatalogue, type Catalogue } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../i18n/languages.ts';

/**
 * The catalogue of `language` once loaded. While another language loads, the previous catalogue
 * stays, so a language switch never blanks the popup. If a language cannot be loaded, English is used.
 */
export function useCatalogue(language: AnyLanguage): Catalogue | undefined {
  const [catalogue, setCatalogue] = useState<Catalogue>();
  useEffect(() => {
    let current = true;
    loadCatalogue(language)
      .catch(() => loadCatalogue('en'))
      .then(
        (loaded) => current && setCatalogue(loaded),
        () => undefined, // Nothing to show until a later language switch or re-render loads one.
      );
    return () => {
      current = false;
    };
  }, [language]);
  return catalogue;
}
