/**
 * A labelled input with its inline message. The message is tied to the input with
 * aria-describedby and aria-invalid, rendered as text, and announced when it shows.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { watchPointer } from '../focus.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string | undefined;
  /** Shown before the input, inside the field (the phone prefix). */
  readonly prefix?: ReactNode;
  /** Shown after the input (a hint list). */
  readonly after?: ReactNode;
}

export function TextField({ label, value, onValue, error, prefix, after, onFocus, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div part="field">
      <label part="label" htmlFor={id}>
        {label}
      </label>
      <div part={error ? 'control control-invalid' : 'control'}>
        {prefix}
        <input
          {...input}
          id={id}
          part="input"
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => onValue(event.currentTarget.value)}
          onFocus={(event) => {
            // A later blur may come from a press elsewhere: know whether a pointer is held then.
            watchPointer();
            onFocus?.(event);
          }}
        />
      </div>
      {after}
      {error ? (
        <p id={messageId} part="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
