/**
 * The body of the current route. Login comes with the popup; the screens Login leads to at once
 * and the later screens' texts are prefetched when the browser is idle after the popup's first
 * show, with the flows; the screens further on when a screen before them shows (see
 * screenModules.ts). A screen whose code and texts are here renders directly, in the same render
 * as the navigation. A missing one is fetched, with the busy indicator only if that takes long. If
 * it cannot be fetched, the network error shows and the popup goes back where it was (closes, on
 * its first screen); showing the screen again fetches it again. A page presentation's first screen
 * has nowhere to go back to: the network error stays in its place (a reload of the page fetches
 * again). Rendered in the closed dialog before the popup opens (see Dialog.tsx), it fetches and
 * prefetches nothing until the dialog shows, and opening it renders the screen's body again only if
 * its code changed.
 */
import { useAtomValue, useSetAtom } from '../ui/atomHooks.ts';
import { useEffect, useMemo, useState } from 'react';
import { navigateAtom, popupAtom, showToastAtom } from '../state/atoms.ts';
import type { RouteName } from '../state/routes.ts';
import { BusyIndicator } from '../ui/Busy.tsx';
import { usePopupSession } from './run/popupSession.ts';
import { useLoadedModule, whenIdle } from '../ui/loadedModules.ts';
import { prefetchFurtherOn, prefetchScreens, screenModule } from './screenModules.ts';
import { useElementEnv } from '../ui/ElementEnv.ts';
import { useOnScreen } from '../ui/onScreen.ts';

/** How long a missing screen may take before the busy indicator shows. */
export const SCREEN_BUSY_AFTER_MS = 300;

export function Screen({ routeName }: { routeName: RouteName }) {
  const { t, language } = useElementEnv();
  const showToast = useSetAtom(showToastAtom);
  const navigate = useSetAtom(navigateAtom);
  const onScreen = useOnScreen();
  // A page's first screen has nowhere to go back to: it says the network failed in its place.
  const popup = useAtomValue(popupAtom);
  const firstOfPage = popup.page === true && popup.stack.length === 1;
  const [failed, setFailed] = useState<RouteName>();
  const Body = useLoadedModule(screenModule(routeName, language), onScreen, () => {
    showToast({ kind: 'error', text: t('error.network') });
    if (firstOfPage) setFailed(routeName);
    else navigate({ type: 'back' });
  });
  const [slow, setSlow] = useState<RouteName>();
  // After the first show, the flows and every other screen, so that no action waits for code (a
  // failure is tried again by the next action).
  const { flows } = usePopupSession();
  useEffect(() => {
    if (onScreen)
      whenIdle(() => {
        flows.load().catch(() => undefined);
        prefetchScreens(language);
      });
  }, [onScreen, flows, language]);
  // The screens further on in this one's journey, while the shopper types what they need.
  useEffect(() => {
    if (onScreen && Body) prefetchFurtherOn(routeName);
  }, [onScreen, Body, routeName]);
  useEffect(() => {
    if (Body) return undefined;
    const timer = setTimeout(() => setSlow(routeName), SCREEN_BUSY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [Body, routeName]);
  // The same element while the code is the same: the body does not render again when the dialog opens.
  const body = useMemo(() => (Body ? <Body /> : null), [Body]);
  return (
    <div part="body" data-route={routeName}>
      {body ??
        (failed === routeName ? (
          <p part="text" role="alert">
            {t('error.network')}
          </p>
        ) : slow === routeName ? (
          <BusyIndicator label={t('popup.loading')} />
        ) : null)}
    </div>
  );
}
