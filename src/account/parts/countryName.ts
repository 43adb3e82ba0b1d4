/** A country's name in the shopper's language ("Indonesia", "อินโดนีเซีย"), from its region id, as the browser names it. */
import { useMemo } from 'react';
import { useElementEnv } from '../../ui/ElementEnv.ts';

export function useCountryName(): (country: string) => string {
  const { language } = useElementEnv();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return (country: string) => {
      try {
        return names.of(country) ?? country;
      } catch {
        // Not a region id the browser knows: shown as it is.
        return country;
      }
    };
  }, [language]);
}
