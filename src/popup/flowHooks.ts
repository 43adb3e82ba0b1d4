/**
 * How screens run flows. `useAction` runs one shopper's action: the busy indicator, one action at a
 * time in the whole popup (a second Enter does not send a second request), Cancel for a slow one,
 * the flow's answer carried out (`page/carryOut.ts`: the next step, a login finished, a page left),
 * where its failure is shown, and nothing at all once the shopper closed the popup or cancelled
 * (the request was aborted). `useFlows` gives the flows and their context to a screen that calls
 * the member api as it shows (the channels of the phone form, the QR code).
 *
 * The flows and the member api are one chunk (`elementFlows.ts`) that no screen needs to be seen:
 * fetched when the browser is idle after the popup first shows (`prefetchFlows`), or by the first
 * action, under its busy indicator. The element's context is built once, when it first arrives.
 *
 * Where a failure is shown: a server's answer about what the shopper typed goes next to that field
 * (`fieldError`); a screen may show every failure in place itself (`failed`); anything else (no
 * answer at all, a failure that belongs to no field) is a toast.
 */
import { useAtomValue, useSetAtom } from './atomHooks.ts';
import { atom } from 'jotai/vanilla';
import { useCallback, useMemo } from 'react';
import type { FlowContext } from '../flows/context.ts';
import type { Page } from '../flows/page.ts';
import type { Next } from '../flows/steps.ts';
import { messageText } from '../i18n/userMessage.ts';
import type { FacebookConfig } from '../config/thirdParty.ts';
import { browserPage } from '../page/browserPage.ts';
import { attributesAtom } from '../state/attributes.ts';
import { busyCountAtom, showToastAtom } from '../state/atoms.ts';
import { withBusy, type PopupStore } from '../state/store.ts';
import { facebookAccessToken, loadFacebookSdk } from '../thirdParty/facebookSdk.ts';
import { canTakeFocus, deepActiveElement } from './focus.ts';
import type * as ElementFlowsModule from './elementFlows.ts';
import { moduleSlot, useLoadedModule } from './loadedModules.ts';
import { usePopupEnv } from './PopupEnv.ts';

/** The flows, as a screen calls them: `run((flows, context, signal) => flows.loginWithPassword(context, …, signal))`. */
export type Flows = typeof ElementFlowsModule.flows;

const flowsModule = moduleSlot<typeof ElementFlowsModule>(() => import('./elementFlows.ts'));

/** Fetches the flows' chunk (after the first show, when the browser is idle). A failure is tried again by the next action. */
export function prefetchFlows(): void {
  flowsModule.load().catch(() => undefined);
}

/**
 * Starts the Facebook SDK's login in the shopper's click, before the flows' chunk may have come:
 * a browser may refuse a window opened later (WebKit allows about a second). The flow takes the
 * answer (`flows.loginWithFacebook(context, started, …)`); the promise never rejects unseen.
 */
export function startFacebookLogin(facebook: FacebookConfig): Promise<string | undefined> {
  const started = loadFacebookSdk(facebook).then(facebookAccessToken);
  started.catch(() => undefined); // The flow reports it, unless the action never ran (busy).
  return started;
}

/** The page the flows see (location and storage), for what a screen reads of it as it renders. */
export function usePage(): Page {
  return browserPage;
}

export interface LoadedFlows {
  readonly flows: Flows;
  readonly context: FlowContext;
  /** Aborted when the popup is closed by the shopper or the host. */
  readonly signal: AbortSignal;
  /** The element's hosts now: what a screen calls as it shows is called again when they change. */
  readonly hosts: string;
}

/**
 * The flows and the element's context once their chunk is here (undefined until then, fetched at
 * once): for a screen that calls the member api as it shows.
 */
export function useFlows(): LoadedFlows | undefined {
  const { host, store, t } = usePopupEnv();
  const showToast = useSetAtom(showToastAtom);
  const module = useLoadedModule(flowsModule, true, (error) => {
    console.error('member-login-popup: the flows could not be loaded', error);
    showToast({ kind: 'error', text: t('error.network') });
  });
  const attributes = useAtomValue(attributesAtom);
  const hosts = [attributes['member-host'], attributes['gateway-host'], attributes['other-mode-host'], attributes['backup-url']].join(' ');
  const element = module?.elementFlows(host, store);
  const signal = element?.signal();
  return useMemo(() => (module && element && signal ? { flows: module.flows, context: element.context, signal, hosts } : undefined), [module, element, signal, hosts]);
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
      const flows = flowsModule.current;
      if (!flows) {
        // The flows' chunk could not be fetched: as a network error.
        console.error('member-login-popup: the flows could not be loaded', caught);
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

export interface ActionHandlers {
  /** After the flow's answer was carried out, with that answer (a `stay` names its field's problem). */
  readonly done?: (next: Next) => void;
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

export type RunAction = (task: (flows: Flows, context: FlowContext, signal: AbortSignal) => Promise<Next>, handlers?: ActionHandlers) => Promise<void>;

export function useAction(): RunAction {
  const { host, store, t } = usePopupEnv();
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
      let next: Next;
      try {
        next = await withBusy(store, async () => {
          const module = await flowsModule.load();
          const element = module.elementFlows(host, store);
          ({ signal, release } = module.anySignal([element.signal(), controller.signal]));
          signal.throwIfAborted();
          const answer = await task(module.flows, element.context, signal);
          signal.throwIfAborted();
          await element.carryOut(answer, t);
          return answer;
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
        // The action is over: its signal stops following the popup's.
        release();
      }
      done?.(next);
    },
    [host, store, t, failureText, showToast],
  );
}
