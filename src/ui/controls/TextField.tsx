/**
 * A labelled input with its inline message. The message is tied to the input with
 * aria-describedby and aria-invalid, rendered as text, and announced when it shows. A password
 * input also gets a show/hide toggle and a Caps Lock warning (announced, and tied to the input
 * while it shows).
 */
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { watchPointer } from '../focus.ts';
import { useElementEnv } from '../ElementEnv.ts';
import { EyeIcon } from './icons.tsx';

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
  const { t } = useElementEnv();
  const id = useId();
  const messageId = `${id}-message`;
  const capsId = `${id}-caps`;
  const isPassword = input.type === 'password';
  const [shown, setShown] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isPassword) setCapsLock(event.getModifierState('CapsLock'));
  };
  const describedBy = [error ? messageId : undefined, capsLock ? capsId : undefined].filter(Boolean).join(' ');
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
          type={isPassword && shown ? 'text' : input.type}
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onValue(event.currentTarget.value)}
          onFocus={(event) => {
            // A later blur may come from a press elsewhere: know whether a pointer is held then.
            watchPointer();
            onFocus?.(event);
          }}
          onKeyDown={(event) => {
            watchCapsLock(event);
            input.onKeyDown?.(event);
          }}
          onKeyUp={(event) => {
            watchCapsLock(event);
            input.onKeyUp?.(event);
          }}
          onBlur={(event) => {
            setCapsLock(false);
            input.onBlur?.(event);
          }}
        />
        {isPassword ? (
          <button
            type="button"
            part="password-toggle"
            aria-label={t('login.showPassword')}
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((current) => !current)}
          >
            <EyeIcon />
          </button>
        ) : null}
      </div>
      {isPassword ? (
        <p id={capsId} part="caps-lock" role="status">
          {capsLock ? t('login.capsLock') : null}
        </p>
      ) : null}
      {after}
      {error ? (
        <p id={messageId} part="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
