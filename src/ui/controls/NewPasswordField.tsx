/**
 * A new-password input with its live rule hints, under the password policy the member service
 * announced (issue 35; kernel/rules/policyRules.ts): the regional one is spec section 5's rule of
 * the element's region, the generic one (8-20 characters; letters, numbers and the allowed
 * symbols) or the Indonesian and Malay one (at least 8 characters without spaces; letters, numbers
 * and symbols); NIST's is its length (and the key's cap) alone. Until the policy is announced the
 * regional rule applies, as the service's default.
 */
import type { PasswordPolicy } from '../../kernel/rules/passwordPolicy.ts';
import { policyHints, policyProblem } from '../../kernel/rules/policyRules.ts';
import { useElementEnv } from '../ElementEnv.ts';
import { TextField } from './TextField.tsx';
import { bind, useField, type Field } from './useField.ts';

/** A new password's field under `policy`; `old`: the current password, which it must differ from. */
export function useNewPasswordField(old?: string, policy?: PasswordPolicy): Field {
  const { region } = useElementEnv();
  const context = old === undefined ? {} : { old };
  return useField((value) => policyProblem(policy, region, value, context), context);
}

export function NewPasswordField({ label, field, policy }: { label: string; field: Field; policy?: PasswordPolicy | undefined }) {
  const { t, region } = useElementEnv();
  const items = policyHints(policy, region, field.value).map(({ key, met, values }) => ({ met, text: t(key, values) }));
  return (
    <TextField
      label={label}
      name="new-password"
      type="password"
      autoComplete="new-password"
      enterKeyHint="done"
      {...bind(field)}
      after={
        <ul part="hints">
          {items.map((item) => (
            <li key={item.text} part={item.met ? 'hint-item hint-met' : 'hint-item'} data-met={item.met}>
              <span aria-hidden="true">{item.met ? '✓' : '•'}</span> {item.text}
            </li>
          ))}
        </ul>
      }
    />
  );
}
