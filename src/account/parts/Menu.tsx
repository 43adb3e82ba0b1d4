/**
 * The account menu: the member area's pages (links to their hashes, so that back, forward and a new
 * tab work), the region's policies, help and feedback on the main site, and Log out, which asks to
 * confirm and then ends the session on the server.
 */
import { useState } from 'react';
import { accountPageAtom, accountStatusAtom } from '../../state/account.ts';
import { accountHash, type AccountPage, type AccountPageName } from '../../state/accountRoutes.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { AlertDialog } from '../../ui/controls/AlertDialog.tsx';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { useAccountText } from '../accountText.ts';
import { useAccountAction } from '../flowHooks.ts';

const PAGES: readonly (readonly [AccountPage, AccountMessageKey])[] = [
  [{ name: 'dashboard' }, 'menu.profile'],
  [{ name: 'profileEdit' }, 'menu.editProfile'],
  [{ name: 'addresses' }, 'menu.addresses'],
  [{ name: 'orders', page: 1 }, 'menu.orders'],
  [{ name: 'email' }, 'menu.email'],
  [{ name: 'mobile' }, 'menu.mobile'],
  [{ name: 'password' }, 'menu.password'],
  [{ name: 'devices' }, 'menu.devices'],
  [{ name: 'settings' }, 'menu.settings'],
  [{ name: 'deleteAccount' }, 'menu.delete'],
];

export function Menu() {
  const t = useAccountText();
  const shown: AccountPageName = useAtomValue(accountPageAtom).name;
  // An address's form belongs to the address book.
  const current: AccountPageName = shown === 'addressNew' || shown === 'addressEdit' ? 'addresses' : shown;
  const loggedIn = useAtomValue(accountStatusAtom).kind === 'ready';
  const links = useStaticLinks();
  const run = useAccountAction();
  const [confirming, setConfirming] = useState(false);
  const logOut = () => {
    setConfirming(false);
    void run((flows, context, signal) => flows.logOut(context, signal));
  };
  const external = (href: string, key: AccountMessageKey) => (
    <li>
      <a part="menu-link" href={href} target="_blank" rel="noopener noreferrer">
        {t(key)}
      </a>
    </li>
  );
  return (
    <nav part="menu" aria-label={t('menu.label')}>
      <ul>
        {PAGES.map(([page, key]) => (
          <li key={page.name}>
            <a
              part={page.name === current ? 'menu-link menu-link-current' : 'menu-link'}
              href={accountHash(page)}
              aria-current={page.name === current ? 'page' : undefined}
            >
              {t(key)}
            </a>
          </li>
        ))}
        <li part="menu-divider" aria-hidden="true" />
        {external(links.privacy, 'menu.policies')}
        {external(links.helpCentre, 'menu.help')}
        {external(`${links.helpCentre}?topic=feedback`, 'menu.feedback')}
        {loggedIn ? (
          <li>
            <button type="button" part="menu-link" onClick={() => setConfirming(true)}>
              {t('menu.logout')}
            </button>
          </li>
        ) : null}
      </ul>
      {confirming ? (
        <AlertDialog title={t('logout.title')} confirmLabel={t('menu.logout')} onConfirm={logOut} cancelLabel={t('common.cancel')} onCancel={() => setConfirming(false)}>
          {t('logout.notice')}
        </AlertDialog>
      ) : null}
    </nav>
  );
}
