/**
 * The inline form that names something of the member's (a device: "Mum's phone"; a passkey): one
 * labelled field, Save and Cancel. The name is checked as the service checks it (at most `max`
 * characters as a reader counts them, no hidden text) before it is sent; a refusal or a failed call
 * is said under the field and nothing typed is lost. The field has the focus when the form opens
 * (the Rename it replaces is gone); Escape or Cancel close it, and so does a save.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { shortNameProblem } from '../../../kernel/rules/deviceName.ts';
import { TextField } from '../../../ui/controls/TextField.tsx';
import { useAccountText } from '../../common/accountText.ts';
import { useSecurityFailureText, useSecurityFlows, type SecurityFlows } from '../../run/flowHooks.ts';
import type { LoadedFlows } from '../../../ui/actions.ts';

export interface NameFormProps {
  readonly initial: string;
  readonly max: number;
  /** The field's label, its hint, and what a name too long or with hidden text is told. */
  readonly texts: { readonly label: string; readonly hint: string; readonly tooLong: string; readonly hidden: string };
  /**
   * Saves the name: resolves once saved with what shows it (run as the form closes, in the same
   * render, so that the new name never shows beside the open form), rejects with what to say under
   * the field.
   */
  readonly save: (name: string) => Promise<() => void>;
  /** The form closes: saved, or not. */
  readonly onDone: (saved: boolean) => void;
}

/**
 * A `save` for the form: renames with `rename` (a flow of account security's chunk), then `show`s
 * what it answered; a failure is said under the field in the member's words.
 */
export function useRenameSave<T>(rename: (loaded: LoadedFlows<SecurityFlows>, name: string) => Promise<T>, show: (renamed: T) => void): NameFormProps['save'] {
  const t = useAccountText();
  const loaded = useSecurityFlows();
  const failureText = useSecurityFailureText();
  return async (name) => {
    if (!loaded) throw t('error.network');
    try {
      const renamed = await rename(loaded, name);
      return () => show(renamed);
    } catch (failure) {
      throw failureText(failure)?.text ?? t('error.network');
    }
  };
}

export function NameForm({ initial, max, texts, save, onDone }: NameFormProps) {
  const t = useAccountText();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = shortNameProblem(name, max);
    if (problem) {
      setError(problem === 'tooLong' ? texts.tooLong : texts.hidden);
      return;
    }
    setError(undefined);
    setBusy(true);
    save(name).then(
      (show) => {
        show();
        onDone(true);
      },
      (text: unknown) => {
        setBusy(false);
        setError(typeof text === 'string' ? text : t('error.network'));
      },
    );
  };
  return (
    <form
      ref={form}
      part="form rename-form"
      aria-busy={busy}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDone(false);
      }}
    >
      <TextField
        label={texts.label}
        name="name"
        autoComplete="off"
        enterKeyHint="done"
        value={name}
        onValue={setName}
        error={error}
        after={<p part="hint">{texts.hint}</p>}
      />
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </button>
        <button type="submit" part="button button-primary" disabled={busy}>
          {t('account.save')}
        </button>
      </div>
    </form>
  );
}
