/**
 * What a security page shows of the member, loaded each time the page shows (what another device
 * changed meanwhile is shown), kept in the store for the pages' answers to update
 * (`carryOutAccount`), and a failure shown in place with Try again: the member's password, phone,
 * e-mail and devices (`useSecurity`), the member's passkeys (`Passkeys.tsx`).
 */
import type { PrimitiveAtom } from 'jotai/vanilla';
import { useEffect, useState } from 'react';
import type { Security } from '../../../flows/account/model.ts';
import { securityAtom } from '../../../state/account.ts';
import type { LoadedFlows } from '../../../ui/actions.ts';
import { useAtom } from '../../../ui/atomHooks.ts';
import { useSecurityFailureText, useSecurityFlows, type SecurityFlows } from '../../run/flowHooks.ts';

export type Load<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: () => void }
  | { readonly kind: 'ready'; readonly value: T };

/** Loads with `load` (a flow of account security's chunk; a module's constant) into `target` as the page shows, and again on Try again. */
export function useSecurityLoad<T>(target: PrimitiveAtom<T | undefined>, load: (loaded: LoadedFlows<SecurityFlows>, signal: AbortSignal) => Promise<T>): Load<T> {
  const loaded = useSecurityFlows();
  const failureText = useSecurityFailureText();
  const [value, setValue] = useAtom(target);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (!loaded) return undefined;
    void attempt;
    const controller = new AbortController();
    setFailure(undefined);
    setValue(undefined);
    load(loaded, controller.signal).then(setValue, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(failureText(error)?.text ?? '');
    });
    return () => controller.abort();
  }, [loaded, attempt, setValue, failureText, load]);
  if (failure !== undefined) return { kind: 'failed', message: failure, retry: () => setAttempt((count) => count + 1) };
  return value === undefined ? { kind: 'loading' } : { kind: 'ready', value };
}

const loadSecurity = ({ flows, context }: LoadedFlows<SecurityFlows>, signal: AbortSignal) => flows.loadSecurity(context, undefined, signal);

export function useSecurity(): Load<Security> {
  return useSecurityLoad(securityAtom, loadSecurity);
}
