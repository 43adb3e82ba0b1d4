/**
 * The member area itself: it resolves the locale from the element's attributes, loads its texts,
 * adopts its styles, and lays out the page the hash names with the menu (beside it in a wide element;
 * on a phone-sized one, under the account home only: `phoneStyles.ts`), with the toasts, the
 * busy indicator and the member's account loaded as it opens (and again after a login), and the
 * verification a call asks for over it (and the question that opens a blocked challenge window), and
 * the grocery-brand merge when one is offered. With `view="verification"` it is the verification page
 * alone (a login's second verification, no account yet). Its confirmations take a history entry
 * as its dialogs do (`dialogHistory.ts`), so the browser's Back closes them first.
 */
import { useLayoutEffect, useMemo } from 'react';
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../security/preferenceCookie.ts';
import { accountTranslator } from '../i18n/accountCatalogue.ts';
import { textDirection } from '../i18n/direction.ts';
import { accountTextAtom } from '../state/account.ts';
import { attributesAtom } from '../state/attributes.ts';
import { Provider, useAtomValue } from '../ui/atomHooks.ts';
import { Busy } from '../ui/Busy.tsx';
import { ElementEnvContext, type ElementEnv, type ElementRootProps } from '../ui/ElementEnv.ts';
import type { AccountRootProps } from './run/accountSession.ts';
import { Toasts } from '../ui/Toasts.tsx';
import { AlertHistoryContext } from '../ui/controls/alertHistory.ts';
import { pushDialogEntry } from './common/dialogHistory.ts';
import { AccountTextContext } from './common/accountText.ts';
import { connectionText } from './connectionText.ts';
import { ACCOUNT_CSS } from './styles/styles.ts';
import { useAdoptedStyles } from '../ui/useAdoptedStyles.ts';
import { useAccountCatalogue } from './useAccountCatalogue.ts';
import { AccountBody } from './AccountBody.tsx';
import { Menu } from './parts/Menu.tsx';
import { ChallengeAlert } from './parts/ChallengeAlert.tsx';
import { LegacyMergeSlot } from './slots/LegacyMergeSlot.tsx';
import { useSecurityPages } from './slots/securityHooks.ts';
import { accountPageAtom, accountStatusAtom, verificationRequestAtom } from '../state/account.ts';

export default function Account({ host, store, session }: AccountRootProps) {
  const attributes = useAtomValue(attributesAtom, { store });
  const locale = resolveLocale(attributes, readPreference());
  const catalogue = useAccountCatalogue(locale.language);
  const t = useMemo(() => (catalogue ? accountTranslator(catalogue) : undefined), [catalogue]);
  const env = useMemo<ElementEnv | undefined>(
    () => (t ? { host, store, session, region: locale.region, language: locale.language, t, failureText: (failure) => connectionText(failure, t) } : undefined),
    [host, store, session, t, locale.region, locale.language],
  );
  // The page side speaks in these texts too (carryOutAccount, the retry-later notice).
  useLayoutEffect(() => {
    store.set(accountTextAtom, t ? { t } : undefined);
  }, [store, t]);
  useAdoptedStyles(host, ACCOUNT_CSS);
  const layout = useLayoutParts(store, attributes.view === 'verification');
  if (!env || !t) return null;
  return (
    <Provider store={store}>
      <ElementEnvContext.Provider value={env}>
        <AccountTextContext.Provider value={t}>
          <AlertHistoryContext.Provider value={pushDialogEntry}>
            <div part={layout} lang={locale.language} dir={textDirection(locale.language)}>
              <Toasts />
              {attributes.view === 'verification' ? (
                <LazyVerificationPage />
              ) : (
                <>
                  <AccountBody />
                  <Menu />
                  <LazyVerificationDialog />
                  <LegacyMergeSlot />
                </>
              )}
              <ChallengeAlert />
              <Busy />
            </div>
          </AlertHistoryContext.Provider>
        </AccountTextContext.Provider>
      </ElementEnvContext.Provider>
    </Provider>
  );
}

/**
 * The parts of the layout, which the styles follow: `account-single` for the verification page
 * alone; `account-home` on the account home, where a phone-sized element shows the menu;
 * `account-guest` logged out (or being deleted), where there is no menu.
 */
function useLayoutParts(store: ElementRootProps['store'], single: boolean): string {
  const page = useAtomValue(accountPageAtom, { store }).name;
  const status = useAtomValue(accountStatusAtom, { store }).kind;
  if (single) return 'account account-single';
  if (status === 'loggedOut' || status === 'deletionPending') return 'account account-guest';
  return page === 'dashboard' ? 'account account-home' : 'account';
}

/** The verification a call asks for, from account security's chunk (fetched when asked, if not here yet). */
function LazyVerificationDialog() {
  const asked = useAtomValue(verificationRequestAtom) !== undefined;
  const pages = useSecurityPages(asked);
  return asked && pages ? <pages.VerificationDialog /> : null;
}

function LazyVerificationPage() {
  const pages = useSecurityPages();
  return pages ? <pages.VerificationPage /> : null;
}
