/**
 * Delete account (`#/account/delete`): what stands in the way first (orders not yet delivered: no
 * deletion until they are); otherwise what deletion means (the cooling period, restoring by logging
 * in before it ends, registering again refused meanwhile), the word to type (in the shopper's
 * language or the service's English, any case, accents or not), and Delete, which the
 * service lets through only after a fresh verification. Then every session ends.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION, DELETION_COOLING_DAYS } from '../../../kernel/contract/security.ts';
import { TextField } from '../../../ui/controls/TextField.tsx';
import { useAccountText } from '../../common/accountText.ts';
import { useSecurityAction, useSecurityFailureText, useSecurityFlows } from '../../run/flowHooks.ts';
import { FormButtons } from '../../parts/FormButtons.tsx';
import { LoadFailed, Loading } from '../../parts/LoadState.tsx';
import { PageFrame } from '../../parts/PageFrame.tsx';

type Blockers =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly orders: readonly { number: string; status: string }[] };

export function DeleteAccount() {
  const t = useAccountText();
  const loaded = useSecurityFlows();
  const failureText = useSecurityFailureText();
  const [attempt, setAttempt] = useState(0);
  const [blockers, setBlockers] = useState<Blockers>({ kind: 'loading' });
  useEffect(() => {
    if (!loaded) return undefined;
    void attempt;
    const controller = new AbortController();
    setBlockers({ kind: 'loading' });
    loaded.flows.deletionBlockers(loaded.context, undefined, controller.signal).then(
      (orders) => setBlockers({ kind: 'ready', orders }),
      (error: unknown) => {
        if (!controller.signal.aborted) setBlockers({ kind: 'failed', message: failureText(error)?.text ?? '' });
      },
    );
    return () => controller.abort();
  }, [loaded, attempt, failureText]);

  return (
    <PageFrame title={t('delete.title')}>
      {blockers.kind === 'loading' ? (
        <Loading />
      ) : blockers.kind === 'failed' ? (
        <LoadFailed message={blockers.message} retry={() => setAttempt((value) => value + 1)} />
      ) : blockers.orders.length > 0 ? (
        <section part="card" aria-labelledby="mla-delete-blocked">
          <h2 id="mla-delete-blocked" part="card-title">
            {t('delete.blocked')}
          </h2>
          <ul part="facts">
            {blockers.orders.map((order) => (
              <li key={order.number}>{t('delete.blockingOrder', { number: order.number, status: t(`orders.status.${order.status}` as 'orders.status.PENDING') })}</li>
            ))}
          </ul>
          <a part="button button-secondary" href="#/orders">
            {t('menu.orders')}
          </a>
        </section>
      ) : (
        <DeleteForm />
      )}
    </PageFrame>
  );
}

/**
 * `text` as it is compared with the confirmation word: without accents, spaces around it or case, so
 * that a phone keyboard's "Delete" counts, and "xoa" or "xoá" for "XÓA".
 */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

function DeleteForm() {
  const t = useAccountText();
  const run = useSecurityAction();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  // The word in the shopper's language, or the service's own (English) word.
  const word = t('delete.word');
  const label =
    folded(word) === folded(DELETE_CONFIRMATION) ? t('delete.typeToConfirm', { word }) : t('delete.typeWordOrEnglish', { word, english: DELETE_CONFIRMATION });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (folded(typed) !== folded(word) && folded(typed) !== folded(DELETE_CONFIRMATION)) {
      setError(label);
      return;
    }
    setError(undefined);
    // The shopper confirmed: the service is sent its own word, whichever one was typed.
    void run('requestDeletion', DELETE_CONFIRMATION, { failed: setError });
  };
  return (
    <form part="card form" noValidate onSubmit={submit}>
      <p part="text">{t('delete.what', { days: DELETION_COOLING_DAYS })}</p>
      <p part="text">{t('delete.restore', { days: DELETION_COOLING_DAYS })}</p>
      <TextField label={label} name="confirmation" autoComplete="off" autoCapitalize="none" value={typed} onValue={setTyped} error={error} />
      <FormButtons cancelTo={{ name: 'dashboard' }} submitLabel={t('delete.confirm')} danger />
    </form>
  );
}
