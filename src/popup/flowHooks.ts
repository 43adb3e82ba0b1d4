/**
 * How screens run journeys. `useJourney` gives the popup's journey world; `useAction` runs one
 * user action with it: the busy indicator, one action at a time in the whole popup (a second
 * Enter does not send a second request), the error toast and the inline message on failure, and
 * nothing at all once the shopper closed the popup (the request was aborted).
 */
import { useSetAtom } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import type { Journey } from '../flows/journey.ts';
import { messageText } from '../i18n/userMessage.ts';
import { asMemberError } from '../net/MemberError.ts';
import { reportCause } from '../net/reportCause.ts';
import { elementJourney } from '../page/elementJourney.ts';
import { busyCountAtom, showToastAtom } from '../state/atoms.ts';
import { withBusy } from '../state/store.ts';
import { usePopupEnv } from './PopupEnv.ts';

export function useJourney(): Journey {
  const { host, store, client } = usePopupEnv();
  return useMemo(() => elementJourney(host, store, client), [host, store, client]);
}

/**
 * Shows a failed call's message as an error toast and answers its text for inline use; undefined
 * when the shopper was already told (the retry-later dialog).
 */
export function useErrorToast(): (error: unknown) => string | undefined {
  const { t } = usePopupEnv();
  const showToast = useSetAtom(showToastAtom);
  return useCallback(
    (caught: unknown) => {
      // A generic message (a network error, or a mistake on our side or the host's, such as a
      // missing public key) tells the developer its cause.
      reportCause('a call failed', caught);
      const error = asMemberError(caught);
      if (error.isAnnounced) return undefined;
      const text = messageText(error.userMessage, t);
      showToast({ kind: 'error', text });
      return text;
    },
    [t, showToast],
  );
}

export interface ActionHandlers<T> {
  /** After success, with what the journey answered. */
  readonly done?: (value: T) => void;
  /** After a failure that was shown as a toast: its text, for the inline message. */
  readonly failed?: (text: string) => void;
  /** The spec shows no message for this failure: it is only logged. */
  readonly quiet?: boolean;
}

export type RunAction = <T>(task: (journey: Journey) => Promise<T>, handlers?: ActionHandlers<T>) => Promise<void>;

export function useAction(): RunAction {
  const { store } = usePopupEnv();
  const journey = useJourney();
  const toastError = useErrorToast();
  return useCallback<RunAction>(
    async (task, { done, failed, quiet = false } = {}) => {
      // One request at a time: the busy indicator stops the mouse, this stops the keyboard.
      if (store.get(busyCountAtom) > 0) return;
      const signal = journey.signal;
      let value: Awaited<ReturnType<typeof task>>;
      try {
        value = await withBusy(store, () => task(journey));
      } catch (error) {
        // The shopper closed the popup: the request was aborted and nothing more is said.
        if (signal?.aborted) return;
        if (quiet) {
          console.warn('member-login-popup: the action failed', error);
          return;
        }
        const text = toastError(error);
        if (text !== undefined) failed?.(text);
        return;
      }
      done?.(value);
    },
    [store, journey, toastError],
  );
}
