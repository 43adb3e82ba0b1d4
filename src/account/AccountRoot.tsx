/**
 * The React root `<member-account>` mounts in its shadow root: part of its first download, so it
 * stays small. The member area is on screen at once, so what it shows is fetched at once, in
 * parallel: its UI, its texts, and its flows with the member's account (see `Account.tsx`).
 */
import { moduleSlot, useLoadedModule, type ModuleSlot } from '../ui/loadedModules.ts';
import type { AccountRootProps } from './run/accountSession.ts';
import type * as AccountModule from './Account.tsx';

const accountModule: ModuleSlot<typeof AccountModule> = moduleSlot(() => import('unit:account'));

export function AccountRoot({ host, store, session }: AccountRootProps) {
  // The member area shows the member's data at once: its flows come now (the element started them already).
  session.account.load().catch(() => undefined);
  const loaded = useLoadedModule(accountModule, true, (error) => console.error('member-account: the member area could not be loaded', error));
  if (!loaded) return null;
  const Account = loaded.default;
  return <Account host={host} store={store} session={session} />;
}
