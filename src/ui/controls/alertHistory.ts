/**
 * How an alert dialog takes a history entry, when the element it is in gives one: the member area
 * does (`account/common/dialogHistory.ts`), so that the browser's Back (a phone's back gesture) closes a
 * confirmation rather than changing the page under it. The popup gives none: its own history
 * (`page/popupHistory.ts`) steps back through its screens and its alerts stay as they were.
 */
import { createContext } from 'react';

/** Adds the dialog's entry; `onBack` runs when Back leaves it. Returns what to call when the dialog closes. */
export type PushAlertEntry = (onBack: () => void) => () => void;

export const AlertHistoryContext = createContext<PushAlertEntry | undefined>(undefined);
