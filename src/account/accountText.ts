/**
 * The member area's texts, in two parts as its catalogue (i18n/accountCatalogue.ts): the dashboard's
 * (`useDashboardText`: the dashboard, its frame and menu, and what every page's frame shows), there
 * from the member area's first render; and the whole catalogue (`useAccountText`), which only the
 * pages other than the dashboard read, given to them once it is here (`pagesTexts.tsx`).
 */
import { createContext, useContext } from 'react';
import type { AccountTranslate, DashboardTranslate } from '../i18n/accountCatalogue.ts';

export const DashboardTextContext = createContext<DashboardTranslate | null>(null);

export function useDashboardText(): DashboardTranslate {
  const t = useContext(DashboardTextContext);
  if (!t) throw new Error('useDashboardText() is used outside <member-account>');
  return t;
}

export const AccountTextContext = createContext<AccountTranslate | null>(null);

/** The whole catalogue: only inside a page its texts came with (`PagesTexts`). */
export function useAccountText(): AccountTranslate {
  const t = useContext(AccountTextContext);
  if (!t) throw new Error('useAccountText() is used outside a member area page that has its texts');
  return t;
}
