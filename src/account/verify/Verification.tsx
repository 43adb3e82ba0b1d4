/**
 * The security verification (spec: slider, SMS, e-mail, trusted device, e-mail link, password,
 * question bank): the methods the service offers for this member and action, strongest first, the
 * one it suggests open; the shopper may switch. SMS and e-mail send a code to type; a push shows a
 * number to choose on the other device and waits; an e-mail link waits while it is opened anywhere;
 * the password and the question are typed; a passkey (issue 34), offered first where the member has
 * one and the browser can use it, is the browser's prompt. A login's slider is a check that a person is there,
 * offered alone in front of the methods that prove the member: dragged (or moved with the arrow
 * keys) to the end, it opens them (the service offers them once it passed). The outcome is verified, rejected or expired (5 minutes, spec section 9): verified is
 * handed to `onVerified`; rejected and expired end this verification, with a way to start again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { VerificationState } from '../../kernel/contract/security.ts';
import type { ChoiceMethod, VerificationInfo } from '../../flows/account/security.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { useAccountText } from '../common/accountText.ts';
import { Loading } from '../parts/LoadState.tsx';
import { MethodPanel } from './MethodPanel.tsx';
import { MethodSwitch } from './MethodSwitch.tsx';
import { useSecurityFailureText, useSecurityFlows } from '../run/flowHooks.ts';

export interface VerificationProps {
  readonly token: string;
  /** The service holds the verification as passed. */
  readonly onVerified: () => void;
  /** Rejected or expired: this verification is over; `Start again` is the caller's (a new one). */
  readonly onEnded?: (state: 'REJECTED' | 'EXPIRED') => void;
  /** The heading's id, for the dialog or page that labels itself with it. */
  readonly titleId: string;
}

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'ready'; readonly info: VerificationInfo };

export function Verification({ token, onVerified, onEnded, titleId }: VerificationProps) {
  const t = useAccountText();
  const loaded = useSecurityFlows();
  const failureText = useSecurityFailureText();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [method, setMethod] = useState<ChoiceMethod>();
  // A method the shopper chose takes the focus (the button they pressed is gone from the list).
  const [chosen, setChosen] = useState(false);
  const [outcome, setOutcome] = useState<VerificationState>('PENDING');

  const settle = useCallback(
    (next: VerificationState) => {
      setOutcome(next);
      if (next === 'VERIFIED') onVerified();
      else if (next === 'REJECTED' || next === 'EXPIRED') onEnded?.(next);
    },
    [onVerified, onEnded],
  );

  const latestSettle = useLatest(settle);

  useEffect(() => {
    if (!loaded) return undefined;
    void attempt;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    loaded.flows.loadVerification(loaded.context, token, controller.signal).then(
      (info) => {
        setState({ kind: 'ready', info });
        setMethod(info.suggested);
        // Passed or ended already (the page was reloaded): what follows it follows now.
        if (info.state === 'PENDING') setOutcome('PENDING');
        else latestSettle.current(info.state);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'failed', message: failureText(error)?.text ?? t('error.network') });
      },
    );
    return () => controller.abort();
  }, [loaded, token, attempt, failureText, t, latestSettle]);

  const info = state.kind === 'ready' ? state.info : undefined;
  const verified = outcome === 'VERIFIED';
  // The person check, offered alone: it comes before the methods, and says so.
  const presence = info?.choices.length === 1 && info.choices[0]?.method === 'slider';
  const intro = info ? (presence ? t('verify.presence.intro') : t(`verify.intro.${info.action}`)) : '';
  // The slider passed (the state stays pending): load the methods it opened, and move the focus to the one suggested.
  const presencePassed = useCallback(() => {
    setChosen(true);
    setAttempt((value) => value + 1);
  }, []);
  return (
    <div part="verification">
      <h2 id={titleId} part="card-title" tabIndex={-1}>
        {t('verify.title')}
      </h2>
      {state.kind === 'loading' ? (
        <Loading />
      ) : state.kind === 'failed' ? (
        <div role="alert">
          <p part="text">
            {t('verify.loadFailed')} {state.message}
          </p>
          <button type="button" part="button button-primary" onClick={() => setAttempt((value) => value + 1)}>
            {t('account.retry')}
          </button>
        </div>
      ) : outcome !== 'PENDING' ? (
        <p part={verified ? 'text outcome outcome-verified' : 'text outcome outcome-failed'} role="alert">
          {t(verified ? 'verify.verified' : outcome === 'REJECTED' ? 'verify.rejected' : 'verify.expired')}
        </p>
      ) : info && method ? (
        <>
          <p part="text">{intro}</p>
          <MethodPanel
            key={method}
            token={token}
            choice={info.choices.find((choice) => choice.method === method) ?? { method }}
            onOutcome={method === 'slider' ? (next) => (next === 'PENDING' ? presencePassed() : settle(next)) : settle}
            focus={chosen}
          />
          <MethodSwitch
            choices={info.choices}
            current={method}
            onChoose={(next) => {
              setChosen(true);
              setMethod(next);
            }}
          />
        </>
      ) : null}
    </div>
  );
}
