/**
 * The popup's session as its screens see it: what the page side composes and hands down
 * (`page/popup.ts`, the popup's chunk, whose module is the session). The page the popup is on, its
 * flows' chunk (`page/popupFlows.ts`: the member api, the element's context, carrying a flow's
 * answer out), the popup's Back-history and the Facebook SDK's login. A screen runs a flow of the
 * session by name (`flowHooks.ts`), never a module of the page side.
 */
import type { FacebookConfig } from '../../kernel/config/thirdParty.ts';
import type { Page } from '../../flows/page.ts';
import type { Next } from '../../flows/steps.ts';
import type { PopupStore } from '../../state/store.ts';
import type { FlowsChunk } from '../../ui/actions.ts';
import type { ModuleSlot } from '../../ui/loadedModules.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import type * as FlowsIndex from './flows.ts';

/** The flows the popup's screens run, by name. */
export type Flows = typeof FlowsIndex;

export interface PopupSession {
  /** The page the element is on (its address, its storage), as the flows see it. */
  readonly page: Page;
  /** The flows and everything behind them: fetched when the browser is idle after the popup first shows, or by the first action. */
  readonly flows: ModuleSlot<FlowsChunk<Flows, Next>>;
  /** Keeps the open popup of `host` in step with the tab's history, from the frame after this one on. */
  followHistory(host: HTMLElement, store: PopupStore): void;
  /**
   * Starts the Facebook SDK's login in the shopper's click, before the flows' chunk may have come: a
   * browser may refuse a window opened later. The flow takes the answer; it never rejects unseen.
   */
  startFacebookLogin(facebook: FacebookConfig): Promise<string | undefined>;
}

/** The popup's session, which `Popup.tsx` puts in the element env of every view it renders. */
export function usePopupSession(): PopupSession {
  return useElementEnv().session as PopupSession;
}
