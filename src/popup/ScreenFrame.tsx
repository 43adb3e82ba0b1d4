/**
 * What the popup's dialog and its page presentation (PageView.tsx) both show: the toasts (first, so
 * that they hang from the top edge; see styles.ts), the header with the route's title, the back
 * button when there is a step to go back to and the close button when there is something to close,
 * the screen, the dialogs over it and the busy indicator.
 */
import { useAtom, useSetAtom } from '../ui/atomHooks.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { alertAtom, navigateAtom, showToastAtom } from '../state/atoms.ts';
import type { Route } from '../state/routes.ts';
import { Busy } from '../ui/Busy.tsx';
import { useLoadedModule } from '../ui/loadedModules.ts';
import { useElementEnv } from '../ui/ElementEnv.ts';
import { Screen } from './Screen.tsx';
import { alertsModule } from './screenModules.ts';
import { Toasts } from '../ui/Toasts.tsx';

export const TITLE_ID = 'mlp-title';

/** The title of a route: Verify names the e-mail address when the code went there. */
export function titleKey(route: Route): MessageKey {
  return route.name === 'Verify' && route.step.kind === 'reset' && route.step.verification.channel === 'EMAIL' ? 'title.VerifyEmail' : `title.${route.name}`;
}

export interface ScreenFrameProps {
  readonly canGoBack: boolean;
  readonly routeName: Route['name'];
  readonly title: MessageKey;
  /** The close button's action; none on a page. */
  readonly onClose?: () => void;
  /** The title's heading: the page's own `h1` on a page, a dialog's `h2` over a page. */
  readonly Heading?: 'h1' | 'h2';
}

export function ScreenFrame({ canGoBack, routeName, title, onClose, Heading = 'h2' }: ScreenFrameProps) {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  return (
    <>
      <Toasts />
      <div part="header">
        {canGoBack ? (
          <button type="button" part="back-button" aria-label={t('popup.back')} onClick={() => navigate({ type: 'back' })}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        {/* Focusable by script only: a screen without a field puts the focus here, which announces it. */}
        <Heading id={TITLE_ID} part="title" tabIndex={-1}>
          {t(title)}
        </Heading>
        {onClose ? (
          <button type="button" part="close-button" aria-label={t('popup.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <Screen routeName={routeName} />
      <AlertsWhenAny />
      <Busy />
    </>
  );
}

/** The dialogs over the screen, whose code comes with the later screens (fetched now if it is not here yet). */
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
