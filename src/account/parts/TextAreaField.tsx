/**
 * A labelled multi-line text (the street address: a building, a unit and a street on lines of
 * their own, as a parcel is written), with its inline message tied to it as `TextField` ties one.
 */
import { useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string | undefined;
}

export function TextAreaField({ label, value, onValue, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div part="field">
      <label part="label" htmlFor={id}>
        {label}
      </label>
      <div part={error ? 'control control-invalid' : 'control'}>
        <textarea
          rows={3}
          {...textarea}
          id={id}
          part="input textarea"
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => onValue(event.currentTarget.value)}
        />
      </div>
      {error ? (
        <p id={messageId} part="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
