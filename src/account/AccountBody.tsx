/**
 * The page the hash names, once the member's account is here: loaded as the element shows and
 * again when asked (a login, `refresh()`, Try again), the account shown before staying on screen
 * while it loads again; while logged out, the offer to log in; when it could not be loaded, the
 * reason (offline and too slow said as such) and Try again. While the account first loads, a
 * skeleton in the shape of the page the hash names.
 */
import { useEffect } from 'react';
import { accountLoadCountAtom, accountPageAtom, accountStatusAtom, reloadAccountAtom } from '../state/account.ts';
import type { AccountPageName } from '../state/accountRoutes.ts';
import { useAtomValue, useSetAtom } from '../ui/atomHooks.ts';
import { useAccountText } from './common/accountText.ts';
import { useElementEnv } from '../ui/ElementEnv.ts';
import { useAccountAction } from './run/flowHooks.ts';
import { useAccountSession } from './run/accountSession.ts';
import { Dashboard } from './pages/Dashboard.tsx';
import { prefetchAccountPages } from './pageHooks.ts';
import { prefetchSecurityPages, useSecurityPages } from './slots/securityHooks.ts';
import { LazyPage } from './LazyPage.tsx';
import { LoadFailed, Loading, type SkeletonShape } from './parts/LoadState.tsx';
import { PageFrame } from './parts/PageFrame.tsx';

/** The skeleton of each page while the account first loads: its form, its list, else a page of cards. */
const SHAPES: Partial<Record<AccountPageName, SkeletonShape>> = {
  profileEdit: 'form',
  addressNew: 'form',
  addressEdit: 'form',
  addresses: 'list',
  orders: 'list',
  devices: 'list',
  passkeys: 'list',
  password: 'form',
  mobile: 'form',
  email: 'form',
};

export function AccountBody() {
  const t = useAccountText();
  const status = useAtomValue(accountStatusAtom);
  const page = useAtomValue(accountPageAtom);
  const loads = useAtomValue(accountLoadCountAtom);
  const setStatus = useSetAtom(accountStatusAtom);
  const reload = useSetAtom(reloadAccountAtom);
  const run = useAccountAction();
  const { language } = useElementEnv();
  const session = useAccountSession();

  // Once the account shows, the other pages' chunk and account security's come while the browser is idle.
  const ready = status.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    prefetchAccountPages(session);
    prefetchSecurityPages(session);
  }, [ready, session]);

  useEffect(() => {
    // Each load: the count says when; a failure is shown in place.
    void loads;
    // The account shown before stays while it loads again: the answer replaces it.
    setStatus((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    void run('loadAccount', undefined, { failed: (message) => setStatus({ kind: 'failed', message }) });
  }, [loads, run, setStatus]);

  switch (status.kind) {
    case 'loading':
      return (
        <PageFrame title={t('account.title')}>
          <Loading shape={SHAPES[page.name] ?? 'page'} />
        </PageFrame>
      );
    case 'loggedOut':
      return (
        <PageFrame title={t('account.loggedOut.title')}>
          <div part="empty">
            <p part="text">{t('account.loggedOut.text')}</p>
            <button type="button" part="button button-primary" onClick={() => void run('logIn')}>
              {t('account.loggedOut.login')}
            </button>
          </div>
        </PageFrame>
      );
    case 'deletionPending':
      return (
        <PageFrame title={t('delete.pendingTitle')}>
          <div part="empty" role="status">
            <p part="text">{t('delete.pending', { date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(status.endsAt) })}</p>
          </div>
        </PageFrame>
      );
    case 'failed':
      return (
        <PageFrame title={t('account.title')}>
          <LoadFailed message={status.message} retry={reload} />
        </PageFrame>
      );
    case 'ready':
      switch (page.name) {
        case 'dashboard':
          return <Dashboard overview={status.overview} />;
        case 'profileEdit':
          return <LazyPage title="profile.title" shape="form" render={(pages) => <pages.EditProfile profile={status.overview.profile} />} />;
        case 'addresses':
          return (
            <LazyPage
              title="address.title"
              shape="list"
              render={(pages) => <pages.AddressBook addresses={status.overview.addresses} limit={status.overview.addressLimit} />}
            />
          );
        case 'addressNew':
          return <LazyPage title="address.newTitle" shape="form" render={(pages) => <pages.AddressForm recipient={status.overview.profile.fullName} />} />;
        case 'addressEdit': {
          const address = status.overview.addresses.find((candidate) => candidate.id === page.id);
          return (
            <LazyPage
              title="address.editTitle"
              shape="form"
              render={(pages) => <pages.AddressForm key={page.id} address={address} missing={!address} recipient={status.overview.profile.fullName} />}
            />
          );
        }
        case 'orders':
          return <LazyPage title="orders.title" shape="list" render={(pages) => <pages.Orders page={page} counts={status.overview.orderCounts} />} />;
        case 'orderDetail':
          return <LazyPage title="orders.detailTitle" shape="page" render={(pages) => <pages.OrderDetail key={page.id} id={page.id} />} />;
        case 'settings':
          return <LazyPage title="settings.title" shape="form" render={(pages) => <pages.Settings profile={status.overview.profile} />} />;
        case 'password':
        case 'mobile':
        case 'email':
        case 'devices':
        case 'passkeys':
        case 'deleteAccount':
          return <SecurityPage name={page.name} />;
      }
  }
}

const SECURITY_TITLES = {
  password: 'password.title',
  mobile: 'mobile.title',
  email: 'email.title',
  devices: 'devices.title',
  passkeys: 'passkeys.title',
  deleteAccount: 'delete.title',
} as const;

/** An account security page, from its chunk (fetched now if the idle prefetch has not brought it yet). */
function SecurityPage({ name }: { name: keyof typeof SECURITY_TITLES }) {
  const t = useAccountText();
  const pages = useSecurityPages();
  if (!pages)
    return (
      <PageFrame title={t(SECURITY_TITLES[name])}>
        <Loading shape={SHAPES[name] ?? 'page'} />
      </PageFrame>
    );
  const Page = {
    password: pages.ChangePassword,
    mobile: pages.ChangeMobile,
    email: pages.ChangeEmail,
    devices: pages.Devices,
    passkeys: pages.Passkeys,
    deleteAccount: pages.DeleteAccount,
  }[name];
  return <Page />;
}
