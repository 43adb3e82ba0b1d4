/** A new-password input with the two live rule hints of spec section 5 (length; letters, numbers and symbols). */
import { newPasswordHints } from '../../rules/fieldRules.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { TextField } from './TextField.tsx';
import { bind, type Field } from './useField.ts';

export function NewPasswordField({ label, field }: { label: string; field: Field }) {
  const { t } = usePopupEnv();
  const hints = newPasswordHints(field.value);
  const items = [
    { met: hints.length, text: t('reset.hintLength') },
    { met: hints.mix, text: t('reset.hintMix') },
  ];
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
