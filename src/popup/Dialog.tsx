/**
 * The popup shell: a modal `<dialog>` in the top layer around the screen's frame (ScreenFrame.tsx:
 * the toasts, the route's title, back and close buttons, the screen, the busy indicator). Its `dir` follows the language. Focus moves in when it opens (each
 * screen puts it on its first field, see `focusScreen`), stays inside while it is open (Tab wraps),
 * and returns to the opener when it closes; when a login hid the opener, to the host page's account
 * label instead. Before the popup opens, the dialog may be rendered closed with Login in it
 * (`hidden`, see PopupRoot.tsx): not shown, not focusable, not announced; opening it is then
 * `showModal()` and the focus on Login's first field, with nothing new to render. While it is open,
 * the tab's history holds an entry of its own, so that Back steps back in it and then closes it.
 */
import { useAtomValue, useSetAtom } from '../ui/atomHooks.ts';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { MessageKey } from '../i18n/catalogue.ts';
import { textDirection } from '../i18n/direction.ts';
import { attributesAtom, DEFAULT_ACCOUNT_LABEL } from '../state/attributes.ts';
import { navigateAtom, popupAtom } from '../state/atoms.ts';
import { currentRoute, DEFAULT_ROUTE, type Route } from '../state/routes.ts';
import { canTakeFocus, deepActiveElement, focusScreen, trapTab } from '../ui/focus.ts';
import { layOutUnseen } from '../ui/layOutUnseen.ts';
import { whenIdle } from '../ui/loadedModules.ts';
import { useElementEnv } from '../ui/ElementEnv.ts';
import { OnScreenContext } from '../ui/onScreen.ts';
import { ScreenFrame, TITLE_ID, titleKey } from './ScreenFrame.tsx';
import { usePopupSession } from './run/popupSession.ts';

/** The dialog while the popup is open; with `hidden`, also while it is closed (closed, on Login). */
export function Dialog({ hidden = false }: { hidden?: boolean }) {
  const popup = useAtomValue(popupAtom);
  const { host, store } = useElementEnv();
  const { followHistory } = usePopupSession();
  // Back on a phone steps back in the popup, then closes it (the session's history, fetched once it opened).
  const open = popup.open;
  useEffect(() => {
    if (open) followHistory(host, store);
  }, [open, followHistory, host, store]);
  if (!popup.open) return hidden ? <OpenDialog shown={false} canGoBack={false} routeName={DEFAULT_ROUTE} titleKey={`title.${DEFAULT_ROUTE}`} /> : null;
  const route = currentRoute(popup);
  return <OpenDialog shown canGoBack={popup.stack.length > 1} routeName={route.name} titleKey={titleKey(route)} />;
}

/** The shown account label of the host page, made focusable: where a shopper lands after a login hid the opener. */
function accountLabel(selector: string): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  try {
    found = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => canTakeFocus(element));
  } catch {
    return undefined; // An invalid selector names nothing.
  }
  if (found && found.tabIndex < 0 && !found.hasAttribute('tabindex')) found.tabIndex = -1;
  return found;
}

interface OpenDialogProps {
  /** Open (shown as a modal); false: rendered, closed. */
  readonly shown: boolean;
  readonly canGoBack: boolean;
  readonly routeName: Route['name'];
  readonly titleKey: MessageKey;
}

function OpenDialog({ shown, canGoBack, routeName, titleKey: title }: OpenDialogProps) {
  const { language, store } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return undefined;
    const opener = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    // A screen rendered before the dialog opened could not take the focus then.
    const screen = dialog.querySelector('[part~="screen"]');
    if (screen) focusScreen(screen);
    return () => {
      if (dialog.open) dialog.close();
      if (opener && canTakeFocus(opener)) {
        opener.focus();
        return;
      }
      accountLabel(store.get(attributesAtom)['account-label'] ?? DEFAULT_ACCOUNT_LABEL)?.focus();
    };
  }, [store, shown]);
  // Rendered closed: laid out once, unseen, when the browser is idle, so that opening it lays out fast.
  useEffect(() => {
    const dialog = ref.current;
    if (shown || !dialog) return undefined;
    let current = true;
    whenIdle(() => {
      if (current) layOutUnseen(dialog);
    });
    return () => {
      current = false;
    };
  }, [shown]);

  const close = () => navigate({ type: 'close', reason: 'user' });
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (ref.current) {
      trapTab(event.nativeEvent, ref.current);
    }
  };
  // Escape may also arrive as the dialog's cancel event, or the browser may close it by itself.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };

  return (
    <dialog
      ref={ref}
      part="dialog"
      lang={language}
      dir={textDirection(language)}
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={close}
    >
      <OnScreenContext.Provider value={shown}>
        <ScreenFrame canGoBack={canGoBack} routeName={routeName} title={title} onClose={close} />
      </OnScreenContext.Provider>
    </dialog>
  );
}
