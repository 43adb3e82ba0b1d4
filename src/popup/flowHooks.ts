/**
 * How screens run journeys. `useJourney` gives the popup's journey world; `useAction` runs one
 * user action with it: the busy indicator, one action at a time in the whole popup (a second
 * Enter does not send a second request), Cancel for a slow one, where its failure is shown, and
 * nothing at all once the shopper closed the popup or cancelled (the request was aborted).
 *
 * Where a failure is shown: a server's answer about what the shopper typed goes next to that field
 * (`fieldError`); a screen may show every failure in place itself (`failed`); anything else (no
 * answer at all, a failure that belongs to no field) is a toast.
 */
import { useSetAtom } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useCallback, useMemo } from 'react';
import type { Journey } from '../flows/journey.ts';
import { messageText } from '../i18n/userMessage.ts';
import { anySignal } from '../net/anySignal.ts';
import { asMemberError, type MemberError } from '../net/MemberError.ts';
import { isGeneric, reportCause } from '../net/reportCause.ts';
import { elementJourney } from '../page/elementJourney.ts';
import { busyCountAtom, showToastAtom } from '../state/atoms.ts';
import { withBusy, type PopupStore } from '../state/store.ts';
import { canTakeFocus, deepActiveElement } from './focus.ts';
import { usePopupEnv } from './PopupEnv.ts';

export function useJourney(): Journey {
  const { host, store, client } = usePopupEnv();
  return useMemo(() => elementJourney(host, store, client), [host, store, client]);
}

/** The action under way: what Cancel aborts, and where the focus goes back to then. */
interface RunningAction {
  readonly controller: AbortController;
  readonly returnFocus: Element | null;
}

const runningActionAtom = atom<RunningAction | undefined>(undefined);

/** Whether an action is under way that the shopper can cancel. */
export const cancellableAtom = atom((get) => get(runningActionAtom) !== undefined);

/** Cancels the action under way: its request is aborted, what was typed stays, the focus goes back. */
export function cancelAction(store: PopupStore): void {
  const running = store.get(runningActionAtom);
  if (!running) return;
  running.controller.abort(new DOMException('the shopper cancelled', 'AbortError'));
  store.set(runningActionAtom, undefined);
  if (running.returnFocus && canTakeFocus(running.returnFocus)) running.returnFocus.focus();
}

/** A failed call's message in the popup's language; undefined when the shopper was already told (the retry-later dialog). */
function useFailureText(): (error: unknown) => { text: string; error: MemberError } | undefined {
  const { t } = usePopupEnv();
  return useCallback(
    (caught: unknown) => {
      // A generic message (a network error, or a mistake on our side or the host's, such as a
      // missing public key) tells the developer its cause.
      reportCause('a call failed', caught);
      const error = asMemberError(caught);
      if (error.isAnnounced) return undefined;
      return { text: messageText(error.userMessage, t), error };
    },
    [t],
  );
}

/** Shows a failed call's message as an error toast, for failures that belong to no field. */
export function useErrorToast(): (error: unknown) => void {
  const failureText = useFailureText();
  const showToast = useSetAtom(showToastAtom);
  return useCallback(
    (caught: unknown) => {
      const failure = failureText(caught);
      if (failure) showToast({ kind: 'error', text: failure.text });
    },
    [failureText, showToast],
  );
}

export interface ActionHandlers<T> {
  /** After success, with what the journey answered. */
  readonly done?: (value: T) => void;
  /**
   * The server's answer about what was typed (a wrong password, an invalid phone, a wrong code),
   * for the field's inline message; a generic failure (no answer, a system fault) is a toast instead.
   */
  readonly fieldError?: (text: string) => void;
  /** Every failure, which the screen shows in place itself (no toast). */
  readonly failed?: (text: string) => void;
  /** The spec shows no message for this failure: it is only logged. */
  readonly quiet?: boolean;
}

export type RunAction = <T>(task: (journey: Journey) => Promise<T>, handlers?: ActionHandlers<T>) => Promise<void>;

export function useAction(): RunAction {
  const { store } = usePopupEnv();
  const journey = useJourney();
  const failureText = useFailureText();
  const showToast = useSetAtom(showToastAtom);
  return useCallback<RunAction>(
    async (task, { done, fieldError, failed, quiet = false } = {}) => {
      // One request at a time: the busy indicator stops the mouse, this stops the keyboard.
      if (store.get(busyCountAtom) > 0) return;
      // Aborted when the popup closes or the shopper cancels this action.
      const controller = new AbortController();
      const signal = journey.signal ? anySignal([journey.signal, controller.signal]) : controller.signal;
      const running: RunningAction = { controller, returnFocus: deepActiveElement() };
      store.set(runningActionAtom, running);
      let value: Awaited<ReturnType<typeof task>>;
      try {
        value = await withBusy(store, () => task({ ...journey, signal }));
      } catch (error) {
        // Closed or cancelled: the request was aborted and nothing more is said.
        if (signal.aborted) return;
        if (quiet) {
          console.warn('member-login-popup: the action failed', error);
          return;
        }
        const failure = failureText(error);
        if (!failure) return;
        if (failed) failed(failure.text);
        else if (fieldError && !isGeneric(failure.error)) fieldError(failure.text);
        else showToast({ kind: 'error', text: failure.text });
        return;
      } finally {
        if (store.get(runningActionAtom) === running) store.set(runningActionAtom, undefined);
      }
      if (!signal.aborted) done?.(value);
    },
    [store, journey, failureText, showToast],
  );
}
