/**
 * The legacy grocery-brand merge over the member area: a modal dialog, opened by itself the first
 * time an old account is offered (on any page), or from the dashboard's notice. Its steps: prove the
 * old account (`ProofStep`), see what moves and confirm, done (the account behind it loads again
 * with what moved, and "See my orders" goes to them). "Not now" puts the offer away for 7 days (the
 * service says until when); Escape, or Close, only closes it: the offer stands, on the dashboard's
 * notice, and the dialog asks again the next time the member area opens. A failure is said in the
 * dialog (the page behind is inert), and what was typed stays.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { LegacyAccount, LegacySummary } from '../../kernel/contract/legacyMerge.ts';
import type { LegacyMergeAnswer, LegacyRefusal } from '../../flows/account/answers.ts';
import { reloadAccountAtom } from '../../state/account.ts';
import { accountHash } from '../../state/accountRoutes.ts';
import { showToastAtom } from '../../state/atoms.ts';
import { mergeDialogAtom } from '../../state/legacyMerge.ts';
import type { ActionHandlers } from '../../ui/actions.ts';
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles.ts';
import { useModalDialog } from '../parts/useModalDialog.ts';
import { MergeSummary } from './MergeSummary.tsx';
import { MERGE_CSS } from './mergeStyles.ts';
import { MergeTextContext, useMergeAction, useMergeText, useMergeTranslator, usePending } from './mergeText.ts';
import { ProofStep } from './ProofStep.tsx';

export function MergeDialog() {
  const { account } = useAtomValue(mergeDialogAtom);
  const t = useMergeTranslator();
  useAdoptedStyles(useElementEnv().host, MERGE_CSS);
  if (!account || !t) return null;
  return (
    <MergeTextContext.Provider value={t}>
      <Shown key={account.id} account={account} />
    </MergeTextContext.Provider>
  );
}

type Step =
  | { readonly name: 'prove'; readonly note?: string }
  | { readonly name: 'confirm'; readonly token: string }
  | { readonly name: 'done'; readonly moved: LegacySummary }
  | { readonly name: 'gone' };

function Shown({ account }: { account: LegacyAccount }) {
  const t = useMergeText();
  const { language } = useElementEnv();
  const setDialog = useSetAtom(mergeDialogAtom);
  const showToast = useSetAtom(showToastAtom);
  const reloadAccount = useSetAtom(reloadAccountAtom);
  const run = useMergeAction();
  const pending = usePending();
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ name: 'prove' });
  const [error, setError] = useState<string>();
  const close = () => setDialog((state) => ({ ...state, account: undefined }));
  const handlers = useModalDialog(ref, close);
  // Each step's heading takes the focus, and so says where the shopper is.
  useEffect(() => {
    void step.name;
    heading.current?.focus();
  }, [step.name]);

  const brand = account.brand;
  const refused = (reason: LegacyRefusal) => {
    if (reason === 'gone') reloadAccount();
    setStep(reason === 'gone' ? { name: 'gone' } : { name: 'prove', note: t('merge.proofExpired', { brand }) });
  };
  // Once the action is over: behind the dialog, the account loads again, with what moved.
  const follow = (answer: LegacyMergeAnswer) => {
    if (answer.type === 'legacyMerged') {
      reloadAccount();
      setStep({ name: 'done', moved: answer.moved });
    } else if (answer.type === 'legacyRefused') refused(answer.reason);
    else if (answer.type === 'legacyPostponed')
      showToast({ kind: 'success', text: t('merge.postponed', { date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(answer.askAgainAt) }) });
  };
  const answered: ActionHandlers<LegacyMergeAnswer> = { done: follow, failed: setError };
  const notNow = () => {
    setError(undefined);
    void run('postponeLegacy', undefined, answered);
  };
  const merge = (token: string) => {
    setError(undefined);
    void run('mergeLegacy', { id: account.id, token }, answered);
  };

  return (
    <dialog ref={ref} part="alert merge-dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} {...handlers}>
      <h2 id={titleId} part="alert-title" tabIndex={-1} ref={heading}>
        {step.name === 'done' ? t('merge.doneTitle') : t('merge.title', { brand })}
      </h2>
      <div part="merge-step" aria-busy={pending}>
        {step.name === 'prove' ? (
          <>
            <p part="text">{t(`merge.found.${account.matchedBy}`, { brand, shared: account.shared })}</p>
            <MergeSummary title={t('merge.whatMoves')} summary={account.summary} />
            {step.note ? (
              <p part="field-error" role="alert">
                {step.note}
              </p>
            ) : null}
            <ProofStep account={account} onProved={(token) => setStep({ name: 'confirm', token })} onRefused={refused} />
          </>
        ) : step.name === 'confirm' ? (
          <>
            <p part="text outcome outcome-verified">{t('merge.proved', { brand })}</p>
            <MergeSummary title={t('merge.whatMoves')} summary={account.summary} />
            <p part="text">{t('merge.confirmText')}</p>
          </>
        ) : step.name === 'done' ? (
          <>
            <p part="text" role="status">
              {t('merge.done', { brand })}
            </p>
            <MergeSummary title={t('merge.moved')} summary={step.moved} />
          </>
        ) : (
          <p part="text" role="alert">
            {t('merge.gone', { brand })}
          </p>
        )}
        {error ? (
          <p part="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div part="alert-buttons">
        {step.name === 'prove' || step.name === 'confirm' ? (
          <button type="button" part="button button-secondary" disabled={pending} onClick={notNow}>
            {t('merge.notNow')}
          </button>
        ) : (
          <button type="button" part="button button-secondary" onClick={close}>
            {t('merge.close')}
          </button>
        )}
        {step.name === 'confirm' ? (
          <button type="button" part="button button-primary" disabled={pending} onClick={() => merge(step.token)}>
            {t('merge.confirm')}
          </button>
        ) : step.name === 'done' ? (
          <a part="button button-primary" href={accountHash({ name: 'orders', page: 1 })} onClick={close}>
            {t('merge.seeOrders')}
          </a>
        ) : null}
      </div>
    </dialog>
  );
}
