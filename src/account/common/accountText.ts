/** The member area's texts, for its pages: the popup's keys and the member area's own. */
import { createContext, useContext } from 'react';
import type { AccountTranslate } from '../../i18n/accountCatalogue.ts';

export const AccountTextContext = createContext<AccountTranslate | null>(null);

export function useAccountText(): AccountTranslate {
  const t = useContext(AccountTextContext);
  if (!t) throw new Error('useAccountText() is used outside <member-account>');
  return t;
}
