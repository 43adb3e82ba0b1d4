/**
 * A field checked by the shared field checker: its value, the problem it has now, and the message
 * to show. A problem shows once the shopper typed something and left the field, or on submit
 * (`touch`); leaving an untouched field says nothing. A message from elsewhere (the server's)
 * shows until the value changes.
 */
import { useState } from 'react';
import { checkField, type FieldContext, type FieldKind, type FieldProblem } from '../../kernel/rules/fieldRules.ts';
import { whenPointerReleased } from '../focus.ts';
import { useElementEnv } from '../ElementEnv.ts';

export interface Field {
  readonly value: string;
  readonly setValue: (value: string) => void;
  /** The rule broken now, shown or not. */
  readonly problem: FieldProblem | undefined;
  /** The message to show under the field. */
  readonly error: string | undefined;
  /** Shows the field's problem from now on (a submit). */
  readonly touch: () => void;
  /** The shopper left the field: its problem shows if they typed in it. */
  readonly leave: () => void;
  /** Shows a message from elsewhere (the server's), until the value changes. */
  readonly setExternalError: (message: string | undefined) => void;
}

/** A field's own check, for a rule that is no field kind of fieldRules.ts (a new password under the announced policy). */
export type FieldCheck = (value: string) => FieldProblem | undefined;

export function useField(kind: FieldKind | FieldCheck, context: FieldContext = {}, initial = ''): Field {
  const { t } = useElementEnv();
  const [value, setValueState] = useState(initial);
  const [typed, setTyped] = useState(initial !== '');
  const [touched, setTouched] = useState(false);
  const [external, setExternal] = useState<string | undefined>(undefined);
  const problem = typeof kind === 'function' ? kind(value) : checkField(kind, value, context);
  const error = external ?? (touched && problem ? t(problem.key, problem.values) : undefined);
  return {
    value,
    setValue: (next) => {
      setValueState(next);
      setExternal(undefined);
      if (next !== '') setTyped(true);
    },
    problem,
    error,
    touch: () => setTouched(true),
    // The message may push what is below it down: never while the shopper is clicking there.
    leave: () => {
      if (typed) whenPointerReleased(() => setTouched(true));
    },
    setExternalError: setExternal,
  };
}

/** The props that bind a TextField to a field. */
export function bind(field: Field): { value: string; onValue: (value: string) => void; onBlur: () => void; error: string | undefined } {
  return { value: field.value, onValue: field.setValue, onBlur: field.leave, error: field.error };
}
