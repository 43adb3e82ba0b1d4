/**
 * Passkeys (`#/passkeys`, issue 34): the member's passkeys, each with its name (the member's, else
 * the authenticator's: "iCloud Keychain", "Google Password Manager"), whether it is synced by its
 * provider, when it was added and last used; Add a passkey (the browser's prompt, after the
 * verification the service asks for), Rename (the inline form the devices page has too) and Remove
 * (confirmed, then verified). A browser that cannot make passkeys is told so instead of Add. Once a
 * passkey is removed the focus goes to the next one (the list's heading when none follows); once
 * one is added, to it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { LoadedFlows } from '../../../ui/actions.ts';
import { PASSKEY_NAME_MAX, type Passkey, type PasskeyList } from '../../../kernel/contract/passkeys.ts';
import { passkeysSupported } from '../../../security/passkeySupport.ts';
import { passkeysAtom } from '../../../state/account.ts';
import { AlertDialog } from '../../../ui/controls/AlertDialog.tsx';
import { useElementEnv } from '../../../ui/ElementEnv.ts';
import { useAccountText } from '../../common/accountText.ts';
import { LoadFailed, Loading } from '../../parts/LoadState.tsx';
import { PageFrame } from '../../parts/PageFrame.tsx';
import { useSecurityAction, type SecurityFlows } from '../../run/flowHooks.ts';
import { showToastAtom } from '../../../state/atoms.ts';
import { useSetAtom } from '../../../ui/atomHooks.ts';
import { NameForm, useRenameSave } from './NameForm.tsx';
import { useSecurityLoad } from './useSecurity.ts';

export function Passkeys() {
  const t = useAccountText();
  const load = useSecurityLoad(passkeysAtom, loadPasskeys);
  return (
    <PageFrame title={t('passkeys.title')}>
      {load.kind === 'loading' ? (
        <Loading shape="list" />
      ) : load.kind === 'failed' ? (
        <LoadFailed message={load.message} retry={load.retry} />
      ) : (
        <PasskeyCards list={load.value} />
      )}
    </PageFrame>
  );
}

const loadPasskeys = ({ flows, context }: LoadedFlows<SecurityFlows>, signal: AbortSignal) => flows.loadPasskeys(context, undefined, signal);

/** Where the focus goes once the list changes: to a passkey added, after one removed, or back to a Rename. */
type FocusAfter = { readonly added: true } | { readonly removed: string; readonly index: number } | { readonly renamed: string };

function PasskeyCards({ list }: { list: PasskeyList }) {
  const t = useAccountText();
  const { language } = useElementEnv();
  const run = useSecurityAction();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  const [confirming, setConfirming] = useState<Passkey>();
  const [renaming, setRenaming] = useState<string>();
  const [focusAfter, setFocusAfter] = useState<FocusAfter>();
  const { passkeys } = list;
  const day = (at: number) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
  const when = (at: number) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const count = useRef(passkeys.length);

  useEffect(() => {
    const before = count.current;
    count.current = passkeys.length;
    if (!focusAfter) return;
    if ('renamed' in focusAfter) {
      renameButtons.current.get(focusAfter.renamed)?.focus();
      setFocusAfter(undefined);
    } else if ('added' in focusAfter) {
      if (passkeys.length <= before) return;
      setFocusAfter(undefined);
      const added = passkeys.at(-1);
      if (added) cards.current.get(added.id)?.focus();
    } else if (!passkeys.some((passkey) => passkey.id === focusAfter.removed)) {
      setFocusAfter(undefined);
      const next = passkeys[focusAfter.index];
      (next ? cards.current.get(next.id) : heading.current)?.focus();
    }
  }, [passkeys, focusAfter]);

  const remove = (passkey: Passkey) => {
    setConfirming(undefined);
    setFocusAfter({ removed: passkey.id, index: passkeys.findIndex(({ id }) => id === passkey.id) });
    void run('removePasskey', passkey.id);
  };
  return (
    <>
      <p part="text">{t('passkeys.intro')}</p>
      <h2 id={headingId} part="card-title section-title" tabIndex={-1} ref={heading}>
        {t('passkeys.listTitle')}
      </h2>
      {passkeys.length === 0 ? <p part="text">{t('passkeys.none')}</p> : null}
      <ul part="addresses devices passkeys" aria-labelledby={headingId}>
        {passkeys.map((passkey) => {
          const titleId = `${headingId}-${passkey.id}`;
          return (
            <li
              key={passkey.id}
              part="card passkey"
              tabIndex={-1}
              aria-labelledby={titleId}
              ref={(card) => {
                if (card) cards.current.set(passkey.id, card);
                else cards.current.delete(passkey.id);
              }}
            >
              <p part="card-title" id={titleId}>
                {passkey.name} {passkey.synced ? <span part="badge">{t('passkeys.synced')}</span> : null}
              </p>
              <p part="text">{t('passkeys.created', { date: day(passkey.createdAt) })}</p>
              <p part="text">{passkey.lastUsedAt === undefined ? t('passkeys.neverUsed') : t('passkeys.lastUsed', { date: when(passkey.lastUsedAt) })}</p>
              {passkey.verifiesFrom !== undefined && passkey.verifiesFrom > Date.now() ? (
                <p part="hint">{t('passkeys.verifiesFrom', { date: when(passkey.verifiesFrom) })}</p>
              ) : null}
              {renaming === passkey.id ? (
                <PasskeyRename
                  passkey={passkey}
                  onDone={() => {
                    setRenaming(undefined);
                    setFocusAfter({ renamed: passkey.id });
                  }}
                />
              ) : (
                <div part="buttons">
                  <button
                    type="button"
                    part="button button-secondary"
                    aria-describedby={titleId}
                    ref={(button) => {
                      if (button) renameButtons.current.set(passkey.id, button);
                      else renameButtons.current.delete(passkey.id);
                    }}
                    onClick={() => setRenaming(passkey.id)}
                  >
                    {t('passkeys.rename')}
                  </button>
                  <button type="button" part="button button-secondary" aria-describedby={titleId} onClick={() => setConfirming(passkey)}>
                    {t('passkeys.remove')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {passkeysSupported() ? (
        <div part="buttons">
          <button
            type="button"
            part="button button-primary"
            onClick={() => {
              setFocusAfter({ added: true });
              void run('addPasskey');
            }}
          >
            {t('passkeys.add')}
          </button>
        </div>
      ) : (
        <p part="text" role="note">
          {t('passkeys.unsupported')}
        </p>
      )}
      {confirming ? (
        <AlertDialog
          title={t('passkeys.confirmTitle')}
          confirmLabel={t('passkeys.remove')}
          onConfirm={() => remove(confirming)}
          cancelLabel={t('common.cancel')}
          onCancel={() => setConfirming(undefined)}
        >
          {t('passkeys.confirm', { passkey: confirming.name })}
        </AlertDialog>
      ) : null}
    </>
  );
}

/** The inline form that names a passkey, on the devices' `NameForm`: at most `PASSKEY_NAME_MAX` characters; empty gives back the authenticator's name. */
function PasskeyRename({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const t = useAccountText();
  const setList = useSetAtom(passkeysAtom);
  const showToast = useSetAtom(showToastAtom);
  const save = useRenameSave(
    ({ flows, context }, name) => flows.renamePasskey(context, { id: passkey.id, name }, new AbortController().signal),
    (renamed) => {
      setList(renamed);
      showToast({ kind: 'success', text: t('passkeys.done.renamed') });
    },
  );
  const max = { max: String(PASSKEY_NAME_MAX) };
  return (
    <NameForm
      initial={passkey.name}
      max={PASSKEY_NAME_MAX}
      texts={{ label: t('passkeys.nameLabel'), hint: t('passkeys.nameHint', max), tooLong: t('passkeys.nameTooLong', max), hidden: t('passkeys.nameHidden') }}
      save={save}
      onDone={onDone}
    />
  );
}
