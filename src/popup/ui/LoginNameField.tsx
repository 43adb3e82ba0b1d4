/** The login name (a phone or an e-mail address), as Login and ForgetPassword ask for it. */
import type { Field } from './useField.ts';
import { bind } from './useField.ts';
import { TextField } from './TextField.tsx';

export function LoginNameField({ label, field, onValue }: { label: string; field: Field; onValue?: (value: string) => void }) {
  return <TextField label={label} name="username" type="text" inputMode="email" autoComplete="username" {...bind(field)} {...(onValue ? { onValue } : {})} />;
}
