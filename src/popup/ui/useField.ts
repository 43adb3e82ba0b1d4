/**
 * A field checked by the shared field checker: its value, the problem it has now, and the message
 * to show (once the field was left, or when forced after a failed submit or a server answer).
 */
import { useState } from 'react';
import { checkField, type FieldContext, type FieldKind, type FieldProblem } from '../../rules/fieldRules.ts';
import { usePopupEnv } from '../PopupEnv.ts';

export interface Field {
  readonly value: string;
  readonly setValue: (value: string) => void;
  /** The rule broken now, shown or not. */
  readonly problem: FieldProblem | undefined;
  /** The message to show under the field. */
  readonly error: string | undefined;
  /** Marks the field as left: its problem shows from now on. */
  readonly touch: () => void;
  /** Shows a message from elsewhere (the server's), until the value changes. */
  readonly setExternalError: (message: string | undefined) => void;
}

export function useField(kind: FieldKind, context: FieldContext = {}, initial = ''): Field {
  const { t } = usePopupEnv();
  const [value, setValueState] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [external, setExternal] = useState<string | undefined>(undefined);
  const problem = checkField(kind, value, context);
  const error = external ?? (touched && problem ? t(problem.key, problem.values) : undefined);
  return {
    value,
    setValue: (next) => {
      setValueState(next);
      setExternal(undefined);
    },
    problem,
    error,
    touch: () => setTouched(true),
    setExternalError: setExternal,
  };
}

/** The props that bind a TextField to a field. */
export function bind(field: Field): { value: string; onValue: (value: string) => void; onBlur: () => void; error: string | undefined } {
  return { value: field.value, onValue: field.setValue, onBlur: field.touch, error: field.error };
}
