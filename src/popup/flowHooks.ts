/**
 * How screens run journeys. `useAction` runs one user action with the journeys' world: the busy
 * indicator, one action at a time in the whole popup (a second Enter does not send a second
 * request), Cancel for a slow one, where its failure is shown, and nothing at all once the shopper
 * closed the popup or cancelled (the request was aborted). `useJourneyWorld` gives the same world to
 * a screen that calls the member api as it shows (the channels of the phone form, the QR code).
 *
 * The journeys and the member api are one chunk (`journeys.ts`) that no screen needs to be seen:
 * fetched when the browser is idle after the popup first shows (`prefetchJourneys`), or by the
 * first action, under its busy indicator.
 *
 * Where a failure is shown: a server's answer about what the shopper typed goes next to that field
 * (`fieldError`); a screen may show every failure in place itself (`failed`); anything else (no
 * answer at all, a failure that belongs to no field) is a toast.
 */
import { useAtomValue, useSetAtom } from './atomHooks.ts';
import { atom } from 'jotai/vanilla';
import { useCallback, useMemo } from 'react';
import type { Journey } from '../flows/journey.ts';
import type { Page } from '../flows/page.ts';
import { messageText } from '../i18n/userMessage.ts';
import type { FacebookConfig } from '../config/thirdParty.ts';
import { browserPage } from '../page/browserPage.ts';
import { attributesAtom } from '../state/attributes.ts';
import { busyCountAtom, showToastAtom } from '../state/atoms.ts';
import { withBusy, type PopupStore } from '../state/store.ts';
import { facebookAccessToken, loadFacebookSdk } from '../thirdParty/facebookSdk.ts';
import { canTakeFocus, deepActiveElement } from './focus.ts';
import type * as JourneysModule from './journeys.ts';
import { moduleSlot, useLoadedModule } from './loadedModules.ts';
import { usePopupEnv } from './PopupEnv.ts';

/** The journeys, as a screen calls them: `run((journey, flows) => flows.loginWithPassword(journey, …))`. */
export type Flows = typeof JourneysModule;

const journeysModule = moduleSlot<Flows>(() => import('./journeys.ts'));

/** Fetches the journeys' chunk (after the first show, when the browser is idle). A failure is tried again by the next action. */
export function prefetchJourneys(): void {
  journeysModule.load().catch(() => undefined);
}

/**
 * Starts the Facebook SDK's login in the shopper's click, before the journeys' chunk may have come:
 * a browser may refuse a window opened later (WebKit allows about a second). The journey takes the
 * answer (`flows.loginWithFacebook(journey, started, …)`); the promise never rejects unseen.
 */
export function startFacebookLogin(facebook: FacebookConfig): Promise<string | undefined> {
  const started = loadFacebookSdk(facebook).then(facebookAccessToken);
  started.catch(() => undefined); // The journey reports it, unless the action never ran (busy).
  return started;
}

/** The page the journeys see (location and storage), for what a screen reads of it as it renders. */
export function usePage(): Page {
  return browserPage;
}

export interface JourneyWorld {
  readonly journey: Journey;
  readonly flows: Flows;
}

/**
 * The journeys' world once its chunk is here (undefined until then, fetched at once): for a screen
 * that calls the member api as it shows. The journey is made anew when the element's hosts change.
 */
export function useJourneyWorld(): JourneyWorld | undefined {
  const { host, store, t } = usePopupEnv();
  const showToast = useSetAtom(showToastAtom);
  // Read again when an attribute changes: a change of hosts makes a new journey.
  useAtomValue(attributesAtom);
  const flows = useLoadedModule(journeysModule, true, (error) => {
    console.error('member-login-popup: the journeys could not be loaded', error);
    showToast({ kind: 'error', text: t('error.network') });
  });
  const journey = flows?.journeyFor(host, store);
  return useMemo(() => (flows && journey ? { journey, flows } : undefined), [flows, journey]);
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
function useFailureText(): (error: unknown) => { text: string; generic: boolean } | undefined {
  const { t } = usePopupEnv();
  return useCallback(
    (caught: unknown) => {
      const flows = journeysModule.current;
      if (!flows) {
        // The journeys' chunk could not be fetched: as a network error.
        console.error('member-login-popup: the journeys could not be loaded', caught);
        return { text: t('error.network'), generic: true };
      }
      // A generic message (a network error, or a mistake on our side or the host's, such as a
      // missing public key) tells the developer its cause.
      flows.reportCause('a call failed', caught);
      const error = flows.asMemberError(caught);
      if (error.isAnnounced) return undefined;
      return { text: messageText(error.userMessage, t), generic: flows.isGeneric(error) };
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

export type RunAction = <T>(task: (journey: Journey, flows: Flows) => Promise<T>, handlers?: ActionHandlers<T>) => Promise<void>;

export function useAction(): RunAction {
  const { host, store } = usePopupEnv();
  const failureText = useFailureText();
  const showToast = useSetAtom(showToastAtom);
  return useCallback<RunAction>(
    async (task, { done, fieldError, failed, quiet = false } = {}) => {
      // One request at a time: the busy indicator stops the mouse, this stops the keyboard.
      if (store.get(busyCountAtom) > 0) return;
      // Aborted when the popup closes or the shopper cancels this action.
      const controller = new AbortController();
      const running: RunningAction = { controller, returnFocus: deepActiveElement() };
      store.set(runningActionAtom, running);
      let signal = controller.signal;
      let release: () => void = () => undefined;
      let aborted = false;
      let value: Awaited<ReturnType<typeof task>>;
      try {
        value = await withBusy(store, async () => {
          const flows = await journeysModule.load();
          const journey = flows.actionJourney(host, store, controller.signal);
          ({ signal, release } = journey);
          signal.throwIfAborted();
          return task(journey, flows);
        });
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
        else if (fieldError && !failure.generic) fieldError(failure.text);
        else showToast({ kind: 'error', text: failure.text });
        return;
      } finally {
        if (store.get(runningActionAtom) === running) store.set(runningActionAtom, undefined);
        aborted = signal.aborted;
        // The action is over: its signal stops following the popup's.
        release();
      }
      if (!aborted) done?.(value);
    },
    [host, store, failureText, showToast],
  );
}
