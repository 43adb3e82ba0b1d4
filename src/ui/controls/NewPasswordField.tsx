/**
 * A new-password input with the live rule hints of spec section 5, in the rule of the element's
 * region: the generic one (8-20 characters; letters, numbers and the allowed symbols) or the
 * Indonesian and Malay one (at least 8 characters without spaces; letters, numbers and symbols).
 */
import { newPasswordKind, passwordHints } from '../../kernel/rules/passwordHints.ts';
import { useElementEnv } from '../ElementEnv.ts';
import { TextField } from './TextField.tsx';
import { bind, useField, type Field } from './useField.ts';

/** A new-password field checked by the rule of the element's region. */
/** A new password's field; `old`: the current password, which it must differ from. */
export function useNewPasswordField(old?: string): Field {
  const { region } = useElementEnv();
  return useField(newPasswordKind(region), old === undefined ? {} : { old });
}

export function NewPasswordField({ label, field }: { label: string; field: Field }) {
  const { t, region } = useElementEnv();
  const items = passwordHints(newPasswordKind(region), field.value).map(({ key, met }) => ({ met, text: t(key) }));
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
