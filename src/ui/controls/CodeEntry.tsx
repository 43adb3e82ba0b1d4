/**
 * The code step's control, one for every code a shopper or a member types: the phone code (SMS,
 * WhatsApp), the e-mail sign-up and login code, the reset code, and the member area's
 * verification and change codes. It is the one-time-code input (`CodeInput`: digits only,
 * `autocomplete="one-time-code"`, `inputmode="numeric"`, a pasted text's digits, WebOTP) with
 * what a step puts under it (the sign-up's new password), then its resend link where the step has
 * one: disabled while the countdown runs, its text saying how long ("Resend in 42s").
 *
 * The step keeps the code and its error; the control keeps the countdown, started as it shows, and
 * the step restarts it at its own moment (`onResend(restart)`: the popup's phone code at once, the
 * e-mail code once the new code is on its way). A step whose countdown serves more than the code
 * (the member area's verification, the merge's proof) keeps its own and shows `ResendLink` alone.
 */
import type { ReactNode } from 'react';
import { CodeInput, type CodeInputProps } from './CodeInput.tsx';
import { useCountdown } from './useCountdown.ts';

export interface ResendLinkProps {
  /** Seconds until a new code may be asked for; the link is disabled until then. */
  readonly remaining: number;
  readonly onResend: () => void;
  /** Disabled for another reason too (an action under way). */
  readonly disabled?: boolean;
  /** "Resend", and "Resend in 42s" with the seconds left, in the step's texts. */
  readonly resend: string;
  readonly resendIn: string;
}

/** The resend link of a code step; a step that shows it elsewhere than under the code uses it alone. */
export function ResendLink({ remaining, onResend, disabled, resend, resendIn }: ResendLinkProps) {
  return (
    <button type="button" part="link" disabled={disabled || remaining > 0} onClick={onResend}>
      {remaining > 0 ? resendIn : resend}
    </button>
  );
}

/** The step's texts of the link: the popup's and the member area's catalogues both have them. */
export type ResendText = (key: 'verify.resend' | 'verify.resendIn', values?: { seconds: string }) => string;

export interface CodeResend {
  /** The countdown's length, started as the step shows. */
  readonly seconds: number;
  /** Asks for a new code; `restart` starts the countdown again, at the moment the step chooses. */
  readonly onResend: (restart: () => void) => void;
  readonly t: ResendText;
  /** The link in its own paragraph (`part="resend"`), as the popup shows it; else bare. */
  readonly paragraph?: boolean;
}

export interface CodeEntryProps extends CodeInputProps {
  /** What the step shows between the code and its resend link. */
  readonly children?: ReactNode;
  /** The resend link under the code, with its countdown. */
  readonly resend?: CodeResend;
}

export function CodeEntry({ children, resend, ...input }: CodeEntryProps) {
  // Every step keeps one countdown (a step without the link has none to wait for: 0 s).
  const { remaining, restart } = useCountdown(resend?.seconds ?? 0);
  const link = resend && (
    <ResendLink
      remaining={remaining}
      onResend={() => resend.onResend(restart)}
      resend={resend.t('verify.resend')}
      resendIn={resend.t('verify.resendIn', { seconds: String(remaining) })}
    />
  );
  return (
    <>
      <CodeInput {...input} />
      {children}
      {resend?.paragraph ? <p part="resend">{link}</p> : link}
    </>
  );
}
