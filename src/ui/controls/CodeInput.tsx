/**
 * The one-time-code input: digits only, cut to the code length once the rest is dropped (a pasted
 * "668 996" or "Your code is 668996" keeps its six digits), `autocomplete="one-time-code"`, filled
 * in by the WebOTP API where the browser has it, and `onFilled` once every digit is there. The input
 * has no `maxlength`: the browser would cut the pasted text before its digits are picked out.
 * Focused, it scrolls into view 100 ms later (spec section 9), when a phone's keyboard has opened.
 */
import { useEffect, type FocusEvent } from 'react';
import { digitsOnly } from '../../rules/digitsOnly.ts';
import { useLatest } from '../useLatest.ts';
import { TextField } from './TextField.tsx';

export interface CodeInputProps {
  readonly label: string;
  readonly length: number;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly onFilled: (code: string) => void;
  readonly error?: string | undefined;
}

/** How long after focus the code input scrolls into view (spec section 9). */
export const PASSCODE_SCROLL_DELAY_MS = 100;

function scrollIntoViewSoon(event: FocusEvent<HTMLInputElement>): void {
  const field = event.currentTarget;
  setTimeout(() => {
    if (field.isConnected) field.scrollIntoView({ block: 'center' });
  }, PASSCODE_SCROLL_DELAY_MS);
}

interface OtpCredential extends Credential {
  readonly code: string;
}

export function CodeInput({ label, length, value, onValue, onFilled, error }: CodeInputProps) {
  const accept = (text: string) => {
    const code = digitsOnly(text, length);
    onValue(code);
    if (code.length === length) onFilled(code);
  };
  // A code WebOTP brings later is taken with the props of that moment (the length and handlers now).
  const latestAccept = useLatest(accept);

  useEffect(() => {
    if (!('OTPCredential' in window)) return undefined;
    const controller = new AbortController();
    // WebOTP is not in TypeScript's DOM types yet: the request and its answer are typed here.
    const request = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        if (credential && 'code' in credential) latestAccept.current((credential as OtpCredential).code);
      })
      .catch(() => undefined); // Aborted, or no SMS came: the shopper types the code.
    return () => controller.abort();
    // One request per screen.
  }, [latestAccept]);

  return (
    <TextField
      label={label}
      name="one-time-code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      enterKeyHint="done"
      value={value}
      onValue={accept}
      onFocus={scrollIntoViewSoon}
      error={error}
    />
  );
}
