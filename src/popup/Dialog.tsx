/**
 * The popup shell: a modal `<dialog>` in the top layer with the current route's title, back and
 * close buttons, the screen, the busy indicator and the toasts (first, so that they hang from the
 * top edge; see styles.ts). Its `dir` follows the language. Focus moves in when it opens (each
 * screen puts it on its first field, see `focusScreen`), stays inside while it is open (Tab wraps),
 * and returns to the opener when it closes; when a login hid the opener, to the host page's account
 * label instead. Before the popup opens, the dialog may be rendered closed with Login in it
 * (`hidden`, see PopupRoot.tsx): not shown, not focusable, not announced; opening it is then
 * `showModal()` and the focus on Login's first field, with nothing new to render.
 */
import { useAtom, useAtomValue, useSetAtom } from '../ui/atomHooks.ts';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { MessageKey } from '../i18n/catalogue.ts';
import { textDirection } from '../i18n/direction.ts';
import { attributesAtom, DEFAULT_ACCOUNT_LABEL } from '../state/attributes.ts';
import { alertAtom, navigateAtom, popupAtom, showToastAtom } from '../state/atoms.ts';
import { currentRoute, type Route } from '../state/routes.ts';
import { Busy } from '../ui/Busy.tsx';
import { canTakeFocus, deepActiveElement, focusScreen, trapTab } from '../ui/focus.ts';
import { layOutUnseen } from '../ui/layOutUnseen.ts';
import { useLoadedModule, whenIdle } from '../ui/loadedModules.ts';
import { useElementEnv } from '../ui/ElementEnv.ts';
import { OnScreenContext } from '../ui/onScreen.ts';
import { DEFAULT_ROUTE } from '../state/routes.ts';
import { Screen } from './Screen.tsx';
import { alertsModule } from './screenModules.ts';
import { Toasts } from '../ui/Toasts.tsx';

const TITLE_ID = 'mlp-title';

/** The dialog while the popup is open; with `hidden`, also while it is closed (closed, on Login). */
export function Dialog({ hidden = false }: { hidden?: boolean }) {
  const popup = useAtomValue(popupAtom);
  if (!popup.open) return hidden ? <OpenDialog shown={false} canGoBack={false} routeName={DEFAULT_ROUTE} titleKey={`title.${DEFAULT_ROUTE}`} /> : null;
  const route = currentRoute(popup);
  return <OpenDialog shown canGoBack={popup.stack.length > 1} routeName={route.name} titleKey={titleKey(route)} />;
}

/** The title of a route: Verify names the e-mail address when the code went there. */
function titleKey(route: Route): MessageKey {
  return route.name === 'Verify' && route.step.kind === 'reset' && route.step.verification.channel === 'EMAIL' ? 'title.VerifyEmail' : `title.${route.name}`;
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
  const { t, language, store } = useElementEnv();
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
        <Toasts />
        <div part="header">
          {canGoBack ? (
            <button type="button" part="back-button" aria-label={t('popup.back')} onClick={() => navigate({ type: 'back' })}>
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          {/* Focusable by script only: a screen without a field puts the focus here, which announces it. */}
          <h2 id={TITLE_ID} part="title" tabIndex={-1}>
            {t(title)}
          </h2>
          <button type="button" part="close-button" aria-label={t('popup.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <Screen routeName={routeName} />
        <AlertsWhenAny />
        <Busy />
      </OnScreenContext.Provider>
    </dialog>
  );
}

/** The dialogs over the popup, whose code comes with the later screens (fetched now if it is not here yet). */
function AlertsWhenAny() {
  const { t } = useElementEnv();
  const [alert, setAlert] = useAtom(alertAtom);
  const showToast = useSetAtom(showToastAtom);
  const Alerts = useLoadedModule(alertsModule, alert !== undefined, (error) => {
    console.error('member-login-popup: the dialog could not be loaded', error);
    setAlert(undefined);
    showToast({ kind: 'error', text: t('error.network') });
  });
  return Alerts ? <Alerts /> : null;
}
