/**
 * The account menu, in groups as a marketplace app's "Me" tab has them: the member's own pages
 * (links to their hashes, so that back, forward and a new tab work), account security, and the
 * region's policies, help and feedback on the main site; Log out comes last, and asks to confirm
 * before it ends the session on the server. A wide element shows it beside every page; a
 * phone-sized one only on the account home, under the dashboard (`phoneStyles.ts`). Logged out, or
 * with the account being deleted, there is no menu: the page is the offer to log in.
 */
import { useId, useState, type ReactNode } from 'react';
import { accountPageAtom, accountStatusAtom } from '../../state/account.ts';
import { accountHash, type AccountPage, type AccountPageName } from '../../state/accountRoutes.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { AlertDialog } from '../../ui/controls/AlertDialog.tsx';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAccountAction } from '../run/flowHooks.ts';

type Entry = readonly [AccountPage, AccountMessageKey];

const OWN: readonly Entry[] = [
  [{ name: 'dashboard' }, 'menu.profile'],
  [{ name: 'profileEdit' }, 'menu.editProfile'],
  [{ name: 'addresses' }, 'menu.addresses'],
  [{ name: 'orders', page: 1 }, 'menu.orders'],
  [{ name: 'settings' }, 'menu.settings'],
];
const SECURITY: readonly Entry[] = [
  [{ name: 'email' }, 'menu.email'],
  [{ name: 'mobile' }, 'menu.mobile'],
  [{ name: 'password' }, 'menu.password'],
  [{ name: 'passkeys' }, 'menu.passkeys'],
  [{ name: 'devices' }, 'menu.devices'],
  [{ name: 'deleteAccount' }, 'menu.delete'],
];

export function Menu() {
  const t = useAccountText();
  const id = useId();
  const shown: AccountPageName = useAtomValue(accountPageAtom).name;
  // An address's form belongs to the address book, an order's page to My orders.
  const current: AccountPageName = shown === 'addressNew' || shown === 'addressEdit' ? 'addresses' : shown === 'orderDetail' ? 'orders' : shown;
  const status = useAtomValue(accountStatusAtom).kind;
  const links = useStaticLinks();
  const run = useAccountAction();
  const [confirming, setConfirming] = useState(false);
  if (status === 'loggedOut' || status === 'deletionPending') return null;
  const logOut = () => {
    setConfirming(false);
    void run('logOut');
  };
  const group = (key: AccountMessageKey, suffix: string, entries: ReactNode) => (
    <div part="menu-group">
      <h2 id={`${id}-${suffix}`} part="menu-group-title">
        {t(key)}
      </h2>
      <ul aria-labelledby={`${id}-${suffix}`}>{entries}</ul>
    </div>
  );
  const pages = (entries: readonly Entry[]) =>
    entries.map(([page, key]) => (
      <li key={page.name}>
        <a part={page.name === current ? 'menu-link menu-link-current' : 'menu-link'} href={accountHash(page)} aria-current={page.name === current ? 'page' : undefined}>
          {t(key)}
        </a>
      </li>
    ));
  const external = (href: string, key: AccountMessageKey) => (
    <li>
      <a part="menu-link" href={href} target="_blank" rel="noopener noreferrer">
        {t(key)}
      </a>
    </li>
  );
  return (
    <nav part="menu" aria-label={t('menu.label')}>
      {group('account.title', 'own', pages(OWN))}
      {group('menu.groupSecurity', 'security', pages(SECURITY))}
      {group(
        'menu.groupHelp',
        'help',
        <>
          {external(links.privacy, 'menu.policies')}
          {external(links.helpCentre, 'menu.help')}
          {external(`${links.helpCentre}?topic=feedback`, 'menu.feedback')}
        </>,
      )}
      {status === 'ready' ? (
        <button type="button" part="menu-link menu-logout" onClick={() => setConfirming(true)}>
          {t('menu.logout')}
        </button>
      ) : null}
      {confirming ? (
        <AlertDialog title={t('logout.title')} confirmLabel={t('menu.logout')} onConfirm={logOut} cancelLabel={t('common.cancel')} onCancel={() => setConfirming(false)}>
          {t('logout.notice')}
        </AlertDialog>
      ) : null}
    </nav>
  );
}
