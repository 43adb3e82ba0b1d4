/** Languages of the popup's texts (spec section 3) and of the sister brands' network error. */
export const LANGUAGES = ['en', 'id', 'ms', 'zh', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Sister brands' languages: only the generic network error is translated (spec section 8). */
export const SISTER_LANGUAGES = ['bn', 'si', 'my', 'ne', 'ur'] as const;
export type SisterLanguage = (typeof SISTER_LANGUAGES)[number];

export type AnyLanguage = Language | SisterLanguage;

/**
 * The language named by `value`, or undefined. Accepts locale tags such as `en-SG` or `zh_CN`
 * by their first part.
 */
export function parseLanguage(value: string | null | undefined): AnyLanguage | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return [...LANGUAGES, ...SISTER_LANGUAGES].find((language) => language === base);
}
