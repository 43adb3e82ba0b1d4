/**
 * How an element's screens run its flows, for both elements. `useElementAction` runs one shopper's
 * action: the busy indicator, one action at a time in the element (a second Enter does not send a
 * second request), Cancel for a slow one, the flow's answer carried out by the element, where its
 * failure is shown, and nothing at all once the shopper closed or cancelled (the request was
 * aborted). `useLoadedFlows` gives the flows and their context to a screen that calls the member
 * api as it shows.
 *
 * The flows and the member api behind them are a chunk of their own per element, which no screen
 * needs to be seen (`FlowsChunk`): fetched when the browser is idle, or by the first action under
 * its busy indicator. Its context is built once per element, when it first arrives.
 *
 * Where a failure is shown: a server's answer about what the shopper typed goes next to that field
 * (`fieldError`); a screen may show every failure in place itself (`failed`); anything else (no
 * answer at all, a failure that belongs to no field) is a toast.
 */
import { atom } from 'jotai/vanilla';
import { useCallback, useMemo } from 'react';
import type { FlowContext } from '../flows/context.ts';
import { messageText, type UserMessage } from '../i18n/userMessage.ts';
import { attributesAtom } from '../state/attributes.ts';
import { busyCountAtom, showToastAtom } from '../state/atoms.ts';
import { withBusy, type PopupStore } from '../state/store.ts';
import type { Translate } from '../i18n/catalogue.ts';
import { useAtomValue, useSetAtom } from './atomHooks.ts';
import { useElementEnv } from './ElementEnv.ts';
import { canTakeFocus, deepActiveElement } from './focus.ts';
import { useLoadedModule, type ModuleSlot } from './loadedModules.ts';

/** The flows of one element: their context, the element's signal, and where their answers are carried out. */
export interface ElementFlows<A> {
  readonly context: FlowContext;
  /** Aborted when the element's journey is closed by the shopper or the host. */
  readonly signal: () => AbortSignal;
  /** Carries out what a flow answered, in the element's texts. */
  readonly carryOut: (answer: A, t: Translate) => Promise<void>;
}

/**
 * What the UI reads of a failed call: whether the shopper was already told, its message, and for
 * the element's own words its kind and code. The network's `MemberError` has them; the UI never
 * imports the network, and gets the error from the flows' chunk (`asMemberError`).
 */
export interface CallFailure {
  readonly isAnnounced: boolean;
  readonly userMessage: UserMessage;
  readonly kind: string;
  readonly code: string;
}

/** An action's signal, following the element's and Cancel's until `release()` (the network's `anySignal`). */
export interface ActionSignal {
  readonly signal: AbortSignal;
  release(): void;
}

/** What an element's flows chunk exports: its flows by name, and how they are run. */
export interface FlowsChunk<F, A> {
  readonly flows: F;
  elementFlows(host: HTMLElement, store: PopupStore): ElementFlows<A>;
  anySignal(signals: readonly AbortSignal[]): ActionSignal;
  asMemberError(error: unknown): CallFailure;
  reportCause(what: string, error: unknown): void;
  isGeneric(error: CallFailure): boolean;
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

type AnyChunk = FlowsChunk<unknown, never>;

/** A failed call's message in the element's language; undefined when the shopper was already told (the retry-later dialog). */
export function useFailureText(
  slot: ModuleSlot<Pick<AnyChunk, 'asMemberError' | 'reportCause' | 'isGeneric'>>,
): (error: unknown) => { text: string; generic: boolean } | undefined {
  const { t, failureText } = useElementEnv();
  return useCallback(
    (caught: unknown) => {
      const chunk = slot.current;
      if (!chunk) {
        // The flows' chunk could not be fetched: as a network error.
        console.error('member-login-popup: the flows could not be loaded', caught);
        return { text: t('error.network'), generic: true };
      }
      // A generic message (a network error, or a mistake on our side or the host's, such as a
      // missing public key) tells the developer its cause.
      chunk.reportCause('a call failed', caught);
      const error = chunk.asMemberError(caught);
      if (error.isAnnounced) return undefined;
      const own = failureText?.(error);
      if (own) return { text: own, generic: true };
      return { text: messageText(error.userMessage, t), generic: chunk.isGeneric(error) };
    },
    [slot, t, failureText],
  );
}

/** Shows a failed call's message as an error toast, for failures that belong to no field. */
export function useChunkErrorToast(slot: ModuleSlot<Pick<AnyChunk, 'asMemberError' | 'reportCause' | 'isGeneric'>>): (error: unknown) => void {
  const failureText = useFailureText(slot);
  const showToast = useSetAtom(showToastAtom);
  return useCallback(
    (caught: unknown) => {
      const failure = failureText(caught);
      if (failure) showToast({ kind: 'error', text: failure.text });
    },
    [failureText, showToast],
  );
}

export interface LoadedFlows<F> {
  readonly flows: F;
  readonly context: FlowContext;
  /** Aborted when the element's journey is closed by the shopper or the host. */
  readonly signal: AbortSignal;
  /** The element's hosts now: what a screen calls as it shows is called again when they change. */
  readonly hosts: string;
}

/** An element's texts when it has them all (`ElementEnv.answerTexts`). */
const HAVE_TEXTS: ModuleSlot<unknown> = { current: true, load: () => Promise.resolve(true) };

/**
 * The flows and the element's context once their chunk (and the texts their answers speak) are
 * here (undefined until then, fetched at once): for a screen that calls the member api as it shows.
 */
export function useLoadedFlows<F, A>(slot: ModuleSlot<FlowsChunk<F, A>>): LoadedFlows<F> | undefined {
  const { host, store, t, answerTexts = HAVE_TEXTS } = useElementEnv();
  const showToast = useSetAtom(showToastAtom);
  const failed = (error: unknown) => {
    console.error('member-login-popup: the flows could not be loaded', error);
    showToast({ kind: 'error', text: t('error.network') });
  };
  const chunk = useLoadedModule(slot, true, failed);
  const texts = useLoadedModule(answerTexts, true, failed);
  const attributes = useAtomValue(attributesAtom);
  const hosts = [attributes['member-host'], attributes['gateway-host'], attributes['other-mode-host'], attributes['backup-url']].join(' ');
  const element = chunk?.elementFlows(host, store);
  const signal = element?.signal();
  return useMemo(
    () => (chunk && texts && element && signal ? { flows: chunk.flows, context: element.context, signal, hosts } : undefined),
    [chunk, texts, element, signal, hosts],
  );
}

export interface ActionHandlers<A> {
  /** After the flow's answer was carried out, with that answer. */
  readonly done?: (answer: A) => void;
  /**
   * The server's answer about what was typed (a wrong password, an invalid phone, a wrong code),
   * for the field's inline message; a generic failure (no answer, a system fault) is a toast instead.
   */
  readonly fieldError?: (text: string) => void;
  /** Every failure, which the screen shows in place itself (no toast). */
  readonly failed?: (text: string) => void;
  /** The spec shows no message for this failure: it is only logged. */
  readonly quiet?: boolean;
  /**
   * The flow runs beside the screen until this signal (the screen's) is aborted: no busy indicator,
   * no Cancel, and the shopper's own actions go on meanwhile (the QR login's poll).
   */
  readonly background?: AbortSignal;
}

/** A flow as an action runs it: the element's context, what the shopper gave, the action's signal. */
export type Flow<I, A> = (context: FlowContext, input: I, signal: AbortSignal) => A | Promise<A>;

/** The names of `F`'s flows that answer an `A`, the element's kind of answer. */
type FlowName<F, A> = { [K in keyof F]: F[K] extends Flow<never, A> ? K : never }[keyof F];
/** What the flow `F[K]` takes from the shopper. */
type InputOf<T> = T extends (context: FlowContext, input: infer I, signal: AbortSignal) => unknown ? I : never;
/** The flow's input, which may be left out when it takes none, then the action's handlers. */
type RunArguments<I, A> = undefined extends I ? [input?: I, handlers?: ActionHandlers<A>] : [input: I, handlers?: ActionHandlers<A>];

/** Runs the flow `flow` of the element's flows with `input`: `run('loginWithPassword', { loginName, password })`. */
export type RunAction<F, A> = <K extends FlowName<F, A>>(flow: K, ...rest: RunArguments<InputOf<F[K]>, A>) => Promise<void>;

export function useElementAction<F, A>(slot: ModuleSlot<FlowsChunk<F, A>>): RunAction<F, A> {
  const { host, store, t, answerTexts } = useElementEnv();
  const failureText = useFailureText(slot);
  const showToast = useSetAtom(showToastAtom);
  return useCallback<RunAction<F, A>>(
    async (flow, input?: unknown, { done, fieldError, failed, quiet = false, background }: ActionHandlers<A> = {}) => {
      // One request at a time: the busy indicator stops the mouse, this stops the keyboard.
      if (!background && store.get(busyCountAtom) > 0) return;
      // Aborted when the element's journey closes or the shopper cancels this action.
      const controller = new AbortController();
      const running: RunningAction = { controller, returnFocus: deepActiveElement() };
      if (!background) store.set(runningActionAtom, running);
      let signal = background ?? controller.signal;
      let release: () => void = () => undefined;
      let answer: A;
      const work = async () => {
        const [chunk] = await Promise.all([slot.load(), answerTexts?.load()]);
        const element = chunk.elementFlows(host, store);
        ({ signal, release } = chunk.anySignal([element.signal(), signal]));
        signal.throwIfAborted();
        // The flow by its name (RunAction's types hold the name to a flow and the input to its own).
        const value = await (chunk.flows[flow] as Flow<unknown, A>)(element.context, input, signal);
        signal.throwIfAborted();
        await element.carryOut(value, t);
        return value;
      };
      try {
        answer = await (background ? work() : withBusy(store, work));
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
        // The action is over: its signal stops following the element's.
        release();
      }
      done?.(answer);
    },
    [slot, host, store, t, answerTexts, failureText, showToast],
  );
}
