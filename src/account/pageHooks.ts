/**
 * Where the member area reaches its pages other than the dashboard (`accountPages.ts`), with their
 * texts (`pagesTexts.tsx`): fetched when the member goes to one, or ahead of time while the browser
 * is idle after the dashboard painted (`prefetchAccountPages`), as account security's
 * (`securityHooks.ts`).
 */
import type { AnyLanguage } from '../i18n/languages.ts';
import { moduleSlot } from '../ui/loadedModules.ts';
import type * as AccountPages from './accountPages.ts';
import { useWithTexts, withPagesTexts, type WithTexts } from './pagesTexts.tsx';
import { afterPaintWhenIdle } from './securityHooks.ts';

const pagesModule = moduleSlot<typeof AccountPages>(() => import('./accountPages.ts'));
const pagesWithTexts = withPagesTexts(pagesModule);

/** Fetches the pages' chunk and their texts in `language` after the account's frame was painted, when idle (a failure is tried again when a page wants it). */
export function prefetchAccountPages(language: AnyLanguage): void {
  afterPaintWhenIdle(() => {
    pagesWithTexts(language)
      .load()
      .catch(() => undefined);
  });
}

/**
 * The pages' chunk with their texts in `language`, once here; while `wanted`, fetched. A failure is
 * reported to `onError` (the page says the network failed in its place) and tried again when wanted anew.
 */
export function useAccountPages(language: AnyLanguage, wanted: boolean, onError: (error: unknown) => void): WithTexts<typeof AccountPages> | undefined {
  return useWithTexts(pagesWithTexts, language, wanted, onError);
}
