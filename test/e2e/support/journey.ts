/** What a journey gets, and how the journey groups (`test/e2e/journeys/*.ts`) declare theirs. */
import type { Demo } from './demo.ts';
import type { Tab } from './driver.ts';

export interface Journey {
  /** The shopper's tab, in a fresh context. */
  readonly tab: Tab;
  readonly origin: string;
  readonly demo: Demo;
  /** Another browser context (another device, such as the phone), closed with the journey. */
  device(): Promise<Tab>;
}

/** Declares one journey test. */
export type DefineJourney = (title: string, run: (journey: Journey) => Promise<void>) => void;
