/** The login name (a phone or an e-mail address), as Login and ForgetPassword ask for it. */
import type { Field } from '../../ui/controls/useField.ts';
import { bind } from '../../ui/controls/useField.ts';
import { TextField } from '../../ui/controls/TextField.tsx';

export interface LoginNameFieldProps {
  readonly label: string;
  readonly field: Field;
  readonly onValue?: (value: string) => void;
  /** What Enter does here: `next` field, or `go` when it is the form's last. */
  readonly enterKeyHint: 'next' | 'go';
}

export function LoginNameField({ label, field, onValue, enterKeyHint }: LoginNameFieldProps) {
  return (
    <TextField
      label={label}
      name="username"
      type="text"
      inputMode="email"
      autoComplete="username"
      enterKeyHint={enterKeyHint}
      {...bind(field)}
      {...(onValue ? { onValue } : {})}
    />
  );
}
