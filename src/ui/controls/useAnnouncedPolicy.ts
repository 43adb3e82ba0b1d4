/**
 * The password policy the member service announces (flows/passwordPolicy.ts), for a screen with a
 * new-password field: undefined until it is answered, and when no answer comes (the regional rule
 * applies then, and the service checks every new password whatever the element showed).
 */
import { useEffect, useState } from 'react';
import type { PasswordPolicy } from '../../kernel/rules/passwordPolicy.ts';
import type { LoadedFlows } from '../actions.ts';

type PolicyFlows = { readonly passwordPolicy: (context: LoadedFlows<unknown>['context'], input: undefined, signal: AbortSignal) => Promise<PasswordPolicy> };

export function useAnnouncedPolicy(loaded: LoadedFlows<PolicyFlows> | undefined): PasswordPolicy | undefined {
  const [policy, setPolicy] = useState<PasswordPolicy>();
  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    loaded.flows.passwordPolicy(loaded.context, undefined, loaded.signal).then(
      (announced) => current && setPolicy(announced),
      (error: unknown) => console.warn('member-login-popup: the password policy was not announced; the regional rule applies', error),
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  return policy;
}
