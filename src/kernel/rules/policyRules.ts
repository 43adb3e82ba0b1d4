/**
 * A new password checked, and its live hints, under the policy the service announced
 * (passwordPolicy.ts), for the screens that set one: the regional policy's are the spec's by
 * region (with the key's cap), NIST's its length alone. Without an announced policy (not yet
 * answered, or no answer) the regional rules apply, as the service's default.
 */
import type { Region } from '../config/regions.ts';
import type { MessageValues } from '../messageKeys.ts';
import { checkField, type FieldContext, type FieldProblem } from './fieldRules.ts';
import { newPasswordKind, passwordHints, type PasswordHint } from './passwordHints.ts';
import { nistProblem, utf8Bytes, type PasswordPolicy } from './passwordPolicy.ts';

/** A live hint with the numbers its text names. */
export interface PolicyHint extends PasswordHint {
  readonly values?: MessageValues;
}

const tooLong = (policy: PasswordPolicy): FieldProblem => ({ key: 'rule.passwordTooLong', values: { max: policy.maxLength } });

/** What `value` breaks as a new password under `policy` in `region`, or undefined. */
export function policyProblem(policy: PasswordPolicy | undefined, region: Region, value: string, context: FieldContext = {}): FieldProblem | undefined {
  if (policy?.name !== 'nist') {
    const problem = checkField(newPasswordKind(region), value, context);
    return problem ?? (policy && utf8Bytes(value) > policy.maxBytes ? tooLong(policy) : undefined);
  }
  if (value === '') return { key: 'rule.required' };
  const broken = nistProblem(policy, value);
  if (broken === 'short') return { key: 'rule.passwordNistShort', values: { min: policy.minLength } };
  if (broken === 'long') return tooLong(policy);
  return context.old !== undefined && value === context.old ? { key: 'rule.passwordSameAsOld' } : undefined;
}

/** The live hints of a new password under `policy` in `region`, each met or not. */
export function policyHints(policy: PasswordPolicy | undefined, region: Region, value: string): readonly PolicyHint[] {
  if (policy?.name !== 'nist') return passwordHints(newPasswordKind(region), value);
  const range = { min: policy.minLength, max: policy.maxLength };
  const fits = nistProblem(policy, value) === undefined;
  return [
    { key: 'reset.hintNistLength', met: fits, values: range },
    { key: 'reset.hintNistAny', met: value !== '' },
    // The key, not the policy, sets the longest password: said, so that nobody wonders why.
    ...(policy.cappedByKey ? [{ key: 'reset.hintKeyCap' as const, met: fits, values: range }] : []),
  ];
}
