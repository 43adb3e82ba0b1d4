/**
 * A box the shopper must tick before a code is sent (the terms of sign-up, consent to receive the
 * code), with its inline message: tied to the box with aria-invalid and aria-describedby, announced.
 */
import { useId, useState, type ReactNode } from 'react';

export interface AgreeBoxProps {
  /** The box's id, when the page needs a stable one. */
  readonly id?: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error: string | undefined;
  /** The label; may hold links. */
  readonly children: ReactNode;
}

export function AgreeBox({ id: givenId, checked, onChange, error, children }: AgreeBoxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const messageId = `${id}-message`;
  return (
    <>
      <div part="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p id={messageId} part="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The state of an AgreeBox: `check()` before sending shows its message when it is not ticked. */
export function useAgreement(message: string) {
  const [checked, setCheckedState] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    box: {
      checked,
      error,
      onChange: (next: boolean) => {
        setCheckedState(next);
        if (next) setError(undefined);
      },
    },
    check: (): boolean => {
      if (!checked) setError(message);
      return checked;
    },
  };
}
