/**
 * The merge's first step: the shopper proves the old account is theirs, the way the service offers
 * first (its password, or a code sent to the address it shares with the member), with the other
 * ways offered below. A wrong answer is said at its field and what was typed stays; proved, the
 * dialog goes on with the merge token.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { LegacyAccount, LegacyProof } from '../../kernel/contract/legacyMerge.ts';
import type { LegacyMergeAnswer, LegacyRefusal } from '../../flows/account/answers.ts';
import type { LegacyProofAnswer } from '../../flows/account/legacyMerge.ts';
import { ResendLink } from '../../ui/controls/CodeEntry.tsx';
import { useCountdown } from '../../ui/controls/useCountdown.ts';
import { CodeForm, SecretForm } from '../pages/security/securityModules.ts';
import { useMergeAction, useMergeText, usePending } from './mergeText.ts';
import { RESEND_SECONDS } from '../../config/limits.ts';

interface ProofProps {
  readonly account: LegacyAccount;
  readonly onProved: (token: string) => void;
  /** A refusal the dialog follows (the proof expired, the account is gone). */
  readonly onRefused: (reason: LegacyRefusal) => void;
}

export function ProofStep({ account, onProved, onRefused }: ProofProps) {
  const t = useMergeText();
  const [proof, setProof] = useState<LegacyProof>(account.proofs[0] ?? 'PASSWORD');
  // A way the shopper chose takes the focus (the button they pressed is gone from the list).
  const [chosen, setChosen] = useState(false);
  const others = account.proofs.filter((other) => other !== proof);
  const id = useId();
  return (
    <>
      <p part="text">{t('merge.prove', { brand: account.brand })}</p>
      <ProofPanel key={proof} account={account} proof={proof} focus={chosen} onProved={onProved} onRefused={onRefused} />
      {others.length ? (
        <section part="method-switch" aria-labelledby={id}>
          <h3 id={id} part="label">
            {t('merge.otherProof')}
          </h3>
          <ul part="methods">
            {others.map((other) => (
              <li key={other}>
                <button
                  type="button"
                  part="link"
                  onClick={() => {
                    setChosen(true);
                    setProof(other);
                  }}
                >
                  {t(`merge.proof.${other}`, { shared: account.shared })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** One way to prove: the password typed, or a code sent and typed. */
function ProofPanel({ account, proof, focus, onProved, onRefused }: ProofProps & { readonly proof: LegacyProof; readonly focus: boolean }) {
  const t = useMergeText();
  const run = useMergeAction();
  const pending = usePending();
  const [error, setError] = useState<string>();
  const [codeLength, setCodeLength] = useState<number>();
  const countdown = useCountdown(RESEND_SECONDS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  const follow = (answer: LegacyMergeAnswer) => {
    if (answer.type === 'legacyProved') onProved(answer.token);
    else if (answer.type === 'legacyCodeSent') {
      // Only a code that was sent starts the wait: a failed (re)send leaves Send again as it was.
      setCodeLength(answer.codeLength);
      countdown.restart();
    } else if (answer.type === 'legacyRefused') {
      if (answer.reason === 'wrongPassword') setError(t('merge.wrongPassword', { brand: account.brand }));
      // No code by this channel: said here; the offer stands, and the other ways are below.
      else if (answer.reason === 'codeUnavailable') setError(t('merge.codeUnavailable', { brand: account.brand }));
      else onRefused(answer.reason);
    }
  };
  const prove = (answer: LegacyProofAnswer) => {
    setError(undefined);
    void run('proveLegacy', { id: account.id, proof: answer }, { done: follow, failed: setError });
  };
  const send = (channel: 'EMAIL' | 'SMS', resend: boolean) => {
    setError(undefined);
    void run('sendLegacyCode', { id: account.id, channel, resend }, { done: follow, failed: setError });
  };

  const label = t(`merge.proof.${proof}`, { shared: account.shared });
  return (
    <section part="method" aria-label={label} aria-busy={pending}>
      <h3 part="label" tabIndex={-1} ref={heading}>
        {label}
      </h3>
      {proof === 'PASSWORD' ? (
        <SecretForm
          label={t('merge.password', { brand: account.brand })}
          type="password"
          autoComplete="off"
          error={error}
          pending={pending}
          onAnswer={(password) => prove({ password })}
        />
      ) : codeLength ? (
        <CodeForm length={codeLength} target={account.shared} error={error} pending={pending} onCode={(code) => prove({ code, channel: proof })}>
          <ResendLink
            remaining={countdown.remaining}
            disabled={pending}
            onResend={() => send(proof, true)}
            resend={t('merge.resend')}
            resendIn={t('merge.resendIn', { seconds: String(countdown.remaining) })}
          />
        </CodeForm>
      ) : (
        <>
          <button type="button" part="button button-primary" disabled={pending} onClick={() => send(proof, false)}>
            {t('merge.sendCode')}
          </button>
          {error ? (
            <p part="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
