/**
 * One method of the verification (`Verification.tsx`): send (when it sends something), then answer
 * it or wait for it; a passkey is the browser's prompt.
 */
import { useEffect, useRef, useState } from 'react';
import type { SentMethod, VerificationMethod, VerificationState } from '../../kernel/contract/security.ts';
import type { ChoiceMethod, VerificationAnswer, VerificationChoice, VerificationSent } from '../../flows/account/security.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { ResendLink } from '../../ui/controls/CodeEntry.tsx';
import { useCountdown } from '../../ui/controls/useCountdown.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { useAccountText } from '../common/accountText.ts';
import { CodeForm, SecretForm, Slider } from './AnswerForms.tsx';
import { METHOD_LABELS } from './MethodSwitch.tsx';
import { useSecurityFailureText, useSecurityFlows } from '../run/flowHooks.ts';

const SENT: readonly VerificationMethod[] = ['push', 'sms', 'email', 'emailLink'];
const isSent = (method: ChoiceMethod): method is SentMethod => (SENT as readonly ChoiceMethod[]).includes(method);

interface PanelProps {
  readonly token: string;
  readonly choice: VerificationChoice;
  readonly onOutcome: (state: VerificationState) => void;
  /** Takes the focus as it shows (its heading, which names the method). */
  readonly focus: boolean;
}

/** One method: send (when it sends something), then answer it or wait for it. */
export function MethodPanel({ token, choice, onOutcome, focus }: PanelProps) {
  const t = useAccountText();
  const loaded = useSecurityFlows();
  const failureText = useSecurityFailureText();
  const [sent, setSent] = useState<VerificationSent>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const countdown = useCountdown(sent?.resendAfter ?? 60);
  const { method } = choice;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  const send = (resend: boolean) => {
    if (!loaded || !isSent(method) || pending) return;
    setPending(true);
    setError(undefined);
    loaded.flows.sendVerification(loaded.context, { token, method, resend }, loaded.signal).then(
      (answer) => {
        setPending(false);
        if ('ended' in answer) {
          onOutcome(answer.ended);
          return;
        }
        setSent(answer);
        countdown.restart();
      },
      (caught: unknown) => {
        setPending(false);
        setError(failureText(caught)?.text);
      },
    );
  };

  const check = (answer: VerificationAnswer) => {
    if (!loaded || pending) return;
    setPending(true);
    setError(undefined);
    loaded.flows.checkVerification(loaded.context, { token, answer }, loaded.signal).then(
      (state) => {
        setPending(false);
        onOutcome(state);
      },
      (caught: unknown) => {
        setPending(false);
        setError(failureText(caught)?.text);
      },
    );
  };

  // The browser's prompt: a passkey that answered is checked as an answer is; a prompt closed or failed says so.
  const answerWithPasskey = () => {
    const options = choice.options;
    if (!loaded || pending || !options) return;
    setPending(true);
    setError(undefined);
    loaded.flows.verifyWithPasskey(loaded.context, { token, options }, loaded.signal).then(
      (answer) => {
        setPending(false);
        if (typeof answer === 'string') onOutcome(answer);
        else setError(t(answer.refused === 'cancelled' ? 'verify.passkey.cancelled' : 'verify.passkey.failed'));
      },
      (caught: unknown) => {
        setPending(false);
        setError(failureText(caught)?.text);
      },
    );
  };

  // A push or a link: the screen waits for the other device or the e-mail, polling.
  const waits = (method === 'push' || method === 'emailLink') && sent !== undefined;
  // The outcome's handler of the moment: the wait goes on across renders, it is not started again.
  const latestOutcome = useLatest(onOutcome);
  useEffect(() => {
    if (!waits || !loaded) return undefined;
    const controller = new AbortController();
    loaded.flows.waitForVerification(loaded.context, token, controller.signal).then(
      (state) => latestOutcome.current(state),
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(failureText(caught)?.text);
      },
    );
    return () => controller.abort();
  }, [waits, loaded, token, latestOutcome, failureText]);

  const label = t(METHOD_LABELS[method], { target: choice.target ?? '' });
  // Before anything is sent, a refused send (too soon after another code, the hour's limit) is said under the button.
  const sendButton = (key: AccountMessageKey) => (
    <>
      <button type="button" part="button button-primary" disabled={pending} onClick={() => send(false)}>
        {t(key)}
      </button>
      {error ? (
        <p part="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  const resend = sent ? (
    <ResendLink
      remaining={countdown.remaining}
      disabled={pending}
      onResend={() => send(true)}
      resend={t('verify.resend')}
      resendIn={t('verify.resendIn', { seconds: String(countdown.remaining) })}
    />
  ) : null;

  return (
    <section part="method" aria-label={label} aria-busy={pending}>
      <h3 part="label" tabIndex={-1} ref={heading}>
        {label}
      </h3>
      {method === 'sms' || method === 'email' ? (
        sent ? (
          <CodeForm length={sent.codeLength} target={choice.target} error={error} pending={pending} onCode={(code) => check({ method, code })}>
            {resend}
          </CodeForm>
        ) : (
          sendButton('verify.sendCode')
        )
      ) : method === 'push' ? (
        sent?.number !== undefined ? (
          <div part="push" role="status">
            <p part="text">{t('verify.push.sent')}</p>
            <p part="push-number">{sent.number}</p>
            <p part="text">{t('verify.push.waiting')}</p>
            {resend}
          </div>
        ) : (
          sendButton('verify.push.send')
        )
      ) : method === 'emailLink' ? (
        sent ? (
          <div role="status">
            <p part="text">{t('verify.link.sent', { target: choice.target ?? '' })}</p>
            {resend}
          </div>
        ) : (
          sendButton('verify.link.send')
        )
      ) : method === 'passkey' ? (
        <>
          <p part="text">{t('verify.passkey.text')}</p>
          <button type="button" part="button button-primary" disabled={pending || !choice.options} onClick={answerWithPasskey}>
            {t('verify.passkey.use')}
          </button>
        </>
      ) : method === 'password' ? (
        <SecretForm
          label={t('verify.password')}
          type="password"
          autoComplete="current-password"
          error={error}
          pending={pending}
          onAnswer={(password) => check({ method, password })}
        />
      ) : method === 'question' ? (
        <SecretForm
          label={choice.question ?? t('verify.question.answer')}
          type="text"
          autoComplete="off"
          error={error}
          pending={pending}
          onAnswer={(answer) => check({ method, answer })}
        />
      ) : (
        <Slider pending={pending} error={error} onTrack={(track) => check({ method: 'slider', track })} />
      )}
      {error && method !== 'sms' && method !== 'email' && method !== 'password' && method !== 'question' ? (
        <p part="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
