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
  /** The field lists the shopper's passkeys in its autofill (Login's). */
  readonly passkeys?: boolean;
}

export function LoginNameField({ label, field, onValue, enterKeyHint, passkeys = false }: LoginNameFieldProps) {
  return (
    <TextField
      label={label}
      name="username"
      type="text"
      inputMode="email"
      autoComplete={passkeys ? 'username webauthn' : 'username'}
      enterKeyHint={enterKeyHint}
      {...bind(field)}
      {...(onValue ? { onValue } : {})}
    />
  );
}
