/** The body of the current route. Screens are loaded lazily, one chunk each. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../state/routes.ts';
import { BusyIndicator } from './Busy.tsx';
import { usePopupEnv } from './PopupEnv.ts';

type ScreenComponent = LazyExoticComponent<ComponentType>;

const screens: Record<RouteName, ScreenComponent> = {
  Login: lazy(() => import('./screens/Login.tsx')),
  Verify: lazy(() => import('./screens/Verify.tsx')),
  Qrcode: lazy(() => import('./screens/Qrcode.tsx')),
  Registry: lazy(() => import('./screens/Registry.tsx')),
  ForgetPassword: lazy(() => import('./screens/ForgetPassword.tsx')),
  ResetPassword: lazy(() => import('./screens/ResetPassword.tsx')),
  ProfileComplete: lazy(() => import('./screens/ProfileComplete.tsx')),
};

export function Screen({ routeName }: { routeName: RouteName }) {
  const { t } = usePopupEnv();
  const Body = screens[routeName];
  return (
    <div part="body" data-route={routeName}>
      <Suspense fallback={<BusyIndicator label={t('popup.loading')} />}>
        <Body />
      </Suspense>
    </div>
  );
}
