/**
 * The popup shell: a modal `<dialog>` in the top layer with the current route's title, back and
 * close buttons, the screen, the busy indicator and the toasts (first, so that they hang from the
 * top edge; see styles.ts). Its `dir` follows the language. Focus moves in when it opens, stays
 * inside while it is open (Tab wraps), and returns to the opener when it closes.
 */
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { textDirection } from '../i18n/direction.ts';
import { navigateAtom, popupAtom } from '../state/atoms.ts';
import { currentRoute, type RouteName } from '../state/routes.ts';
import { Alerts } from './Alerts.tsx';
import { Busy } from './Busy.tsx';
import { deepActiveElement, trapTab } from './focus.ts';
import { usePopupEnv } from './PopupEnv.ts';
import { Screen } from './Screen.tsx';
import { Toasts } from './Toasts.tsx';

const TITLE_ID = 'mlp-title';

export function Dialog() {
  const popup = useAtomValue(popupAtom);
  if (!popup.open) return null;
  return <OpenDialog canGoBack={popup.stack.length > 1} routeName={currentRoute(popup).name} />;
}

function OpenDialog({ canGoBack, routeName }: { canGoBack: boolean; routeName: RouteName }) {
  const { t, language } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement || opener instanceof SVGElement) opener.focus();
    };
  }, []);

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
      <Toasts />
      <div part="header">
        {canGoBack ? (
          <button type="button" part="back-button" aria-label={t('popup.back')} onClick={() => navigate({ type: 'back' })}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        <h2 id={TITLE_ID} part="title">
          {t(`title.${routeName}`)}
        </h2>
        <button type="button" part="close-button" aria-label={t('popup.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <Screen routeName={routeName} />
      <Alerts />
      <Busy />
    </dialog>
  );
}
