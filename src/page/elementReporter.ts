/** The element's `member-report` events: what the member api and the page side report, with the popup's screen. */
import { emit } from '../events.ts';
import type { Reporter } from '../member/report.ts';
import { popupAtom } from '../state/atoms.ts';
import { currentRoute } from '../state/routes.ts';
import type { PopupStore } from '../state/store.ts';

export function elementReporter(host: HTMLElement, store: PopupStore): Reporter {
  return (report) => {
    const popup = store.get(popupAtom);
    emit(host, 'member-report', { ...report, ...(popup.open ? { route: currentRoute(popup).name } : {}) });
  };
}
