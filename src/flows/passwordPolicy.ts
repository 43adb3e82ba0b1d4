/**
 * The password policy the member service announces (issue 35): the screens that set a password
 * show its rules and hints. Asked once per element context; a failed answer is asked again next time.
 */
import { PASSWORD_POLICY } from '../kernel/contract/passwordPolicy.ts';
import type { PasswordPolicy } from '../kernel/rules/passwordPolicy.ts';
import type { FlowContext } from './context.ts';

const asked = new WeakMap<Pick<FlowContext, 'client'>, Promise<PasswordPolicy>>();

export function passwordPolicy(context: Pick<FlowContext, 'client'>, _input: undefined, signal: AbortSignal): Promise<PasswordPolicy> {
  let answer = asked.get(context);
  if (!answer) {
    answer = context.client.gateway(PASSWORD_POLICY.passwordPolicy, {}, { signal });
    asked.set(context, answer);
    answer.catch(() => asked.delete(context));
  }
  return answer;
}
