/**
 * The answers the verification's methods take on the screen: the code sent by SMS or e-mail, a
 * typed secret (the password, the question's answer), and the slider's track.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CodeEntry } from '../../ui/controls/CodeEntry.tsx';
import { TextField } from '../../ui/controls/TextField.tsx';
import { useAccountText } from '../common/accountText.ts';

export function CodeForm({
  length,
  target,
  error,
  pending,
  onCode,
  children,
}: {
  length: number;
  target: string | undefined;
  error: string | undefined;
  pending: boolean;
  onCode: (code: string) => void;
  children: ReactNode;
}) {
  const t = useAccountText();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === length) onCode(code);
  };
  return (
    <form part="form" noValidate onSubmit={submit}>
      <p part="text" role="status">
        {t('verify.codeSent', { length: String(length), target: target ?? '' })}
      </p>
      <CodeEntry label={t('verify.code')} length={length} value={code} onValue={setCode} onFilled={onCode} error={error} />
      <div part="buttons">
        {children}
        <button type="submit" part="button button-primary" disabled={pending || code.length !== length}>
          {t('verify.confirm')}
        </button>
      </div>
    </form>
  );
}

export function SecretForm({
  label,
  type,
  autoComplete,
  error,
  pending,
  onAnswer,
}: {
  label: string;
  type: 'password' | 'text';
  autoComplete: string;
  error: string | undefined;
  pending: boolean;
  onAnswer: (value: string) => void;
}) {
  const t = useAccountText();
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onAnswer(value);
  };
  return (
    <form part="form" noValidate onSubmit={submit}>
      <TextField
        label={label}
        type={type}
        name="verification"
        autoComplete={autoComplete}
        value={value}
        onValue={setValue}
        error={empty ? t('verify.required') : error}
      />
      <div part="buttons">
        <button type="submit" part="button button-primary" disabled={pending}>
          {t('verify.confirm')}
        </button>
      </div>
    </form>
  );
}

/**
 * The slider check: a range from 0 to 100, moved by pointer or arrow keys; each move is recorded
 * with its time, and reaching the end sends the track for the service to judge.
 */
export function Slider({ pending, error, onTrack }: { pending: boolean; error: string | undefined; onTrack: (track: readonly { x: number; t: number }[]) => void }) {
  const t = useAccountText();
  const id = useId();
  const [value, setValue] = useState(0);
  const track = useRef<{ x: number; t: number }[]>([]);
  const started = useRef(0);
  // A failed check puts the handle back at the start.
  useEffect(() => {
    if (error) {
      setValue(0);
      track.current = [];
    }
  }, [error]);
  const move = (x: number) => {
    if (track.current.length === 0) started.current = performance.now();
    track.current.push({ x, t: Math.round(performance.now() - started.current) });
    setValue(x);
    if (x >= 100 && !pending) {
      const done = track.current;
      track.current = [];
      onTrack(done);
    }
  };
  return (
    <div part="field">
      <label htmlFor={id} part="label">
        {t('verify.slider.label')}
      </label>
      <input
        id={id}
        part="slider"
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        disabled={pending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => move(Number(event.currentTarget.value))}
      />
      <span id={`${id}-hint`} part="switch-hint">
        {t('verify.slider.hint')}
      </span>
    </div>
  );
}
