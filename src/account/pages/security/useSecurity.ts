/**
 * The member's password, phone, e-mail and devices for a security page: loaded each time such a
 * page shows (what another device changed meanwhile is shown), kept in the store for the pages'
 * answers to update (`carryOutAccount`), and a failure shown in place with Try again.
 */
import { useEffect, useState } from 'react';
import type { Security } from '../../../flows/account/model.ts';
import { securityAtom } from '../../../state/account.ts';
import { useAtom } from '../../../ui/atomHooks.ts';
import { useSecurityFailureText, useSecurityFlows } from '../../run/flowHooks.ts';

export type SecurityLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: () => void }
  | { readonly kind: 'ready'; readonly security: Security };

export function useSecurity(): SecurityLoad {
  const loaded = useSecurityFlows();
  const failureText = useSecurityFailureText();
  const [security, setSecurity] = useAtom(securityAtom);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (!loaded) return undefined;
    void attempt;
    const controller = new AbortController();
    setFailure(undefined);
    setSecurity(undefined);
    loaded.flows.loadSecurity(loaded.context, undefined, controller.signal).then(setSecurity, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(failureText(error)?.text ?? '');
    });
    return () => controller.abort();
  }, [loaded, attempt, setSecurity, failureText]);
  if (failure !== undefined) return { kind: 'failed', message: failure, retry: () => setAttempt((value) => value + 1) };
  return security ? { kind: 'ready', security } : { kind: 'loading' };
}
