/**
 * The body of the current route. Screens are loaded lazily, one chunk each; a route whose screen
 * is not registered shows the shell's title and back button only.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../state/routes.ts';
import { BusyIndicator } from './Busy.tsx';
import { usePopupEnv } from './PopupEnv.ts';

type ScreenComponent = LazyExoticComponent<ComponentType>;

const screens: Partial<Record<RouteName, ScreenComponent>> = {
  Login: lazy(() => import('./screens/Login.tsx')),
  Verify: lazy(() => import('./screens/Verify.tsx')),
  Qrcode: lazy(() => import('./screens/Qrcode.tsx')),
};

export function Screen({ routeName }: { routeName: RouteName }) {
  const { t } = usePopupEnv();
  const Body = screens[routeName];
  return (
    <div part="body" data-route={routeName}>
      {Body ? (
        <Suspense fallback={<BusyIndicator label={t('popup.loading')} />}>
          <Body />
        </Suspense>
      ) : null}
    </div>
  );
}
