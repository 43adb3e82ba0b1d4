/**
 * Where the member area reaches account security's chunk (`securityPages.ts`): fetched when a page
 * wants it, or ahead of time while the browser is idle (`prefetchSecurityPages`).
 */
import { useEffect, useState } from 'react';
import { accountStatusAtom } from '../../state/account.ts';
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { moduleSlot, useLoadedModule, whenIdle } from '../../ui/loadedModules.ts';
import { showToastAtom } from '../../state/atoms.ts';
import type * as SecurityPages from './securityPages.ts';
import type { AccountSession } from '../run/accountSession.ts';

const securityModule = moduleSlot<typeof SecurityPages>(() => import('unit:securityPages'));

/**
 * Runs `task` once the frame being prepared now (the one that shows the account) has been painted
 * and the browser is idle: requestAnimationFrame runs before that paint, the timeout after it.
 */
export function afterPaintWhenIdle(task: () => void): void {
  requestAnimationFrame(() => setTimeout(() => whenIdle(task)));
}

/** Fetches account security's chunk, with its flows of `session`, after the account's frame was painted, when idle: nothing it brings competes with the dashboard's first paint. */
export function prefetchSecurityPages(session: AccountSession): void {
  afterPaintWhenIdle(() => {
    securityModule.load().catch(() => undefined);
    session.security.load().catch(() => undefined);
  });
}

/** Account security's chunk, once here; while `wanted`, fetched (a failure is a toast, tried again when wanted anew). */
export function useSecurityPages(wanted = true): typeof SecurityPages | undefined {
  const { t } = useElementEnv();
  const showToast = useSetAtom(showToastAtom);
  return useLoadedModule(securityModule, wanted, (error) => {
    console.error('member-account: account security could not be loaded', error);
    showToast({ kind: 'error', text: t('error.network') });
  });
}

/** A prefetch that fails (the page left while it was under way, among others) is nobody's news. */
const quietFailure = () => undefined;

/**
 * Account security's chunk for what the member did not ask for (the merge's check): while `wanted`,
 * fetched, and a failure says nothing, as `prefetchSecurityPages`' (tried again when wanted anew).
 */
export function useSecurityPagesInBackground(wanted: boolean): typeof SecurityPages | undefined {
  return useLoadedModule(securityModule, wanted, quietFailure);
}

/**
 * Account security's chunk for what the member did not ask for, on the dashboard's way: fetched once
 * the frame that shows the member's account has been painted and the browser is idle (wanted anew
 * after each load of the account, so that a failed fetch is tried again then); a failure says nothing.
 */
export function useSecurityPagesAfterAccount(): typeof SecurityPages | undefined {
  const ready = useAtomValue(accountStatusAtom).kind === 'ready';
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready) {
      setIdle(false);
      return undefined;
    }
    let current = true;
    afterPaintWhenIdle(() => {
      if (current) setIdle(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  return useSecurityPagesInBackground(idle);
}
