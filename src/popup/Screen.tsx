/** The body of the current route. Screens are loaded lazily, one chunk each. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../state/routes.ts';
import { BusyIndicator } from './Busy.tsx';
import { usePopupEnv } from './PopupEnv.ts';

type ScreenModule = { readonly default: ComponentType };

const loaders: Readonly<Record<RouteName, () => Promise<ScreenModule>>> = {
  Login: () => import('./screens/Login.tsx'),
  Verify: () => import('./screens/Verify.tsx'),
  Qrcode: () => import('./screens/Qrcode.tsx'),
  Registry: () => import('./screens/Registry.tsx'),
  ForgetPassword: () => import('./screens/ForgetPassword.tsx'),
  ResetPassword: () => import('./screens/ResetPassword.tsx'),
  ProfileComplete: () => import('./screens/ProfileComplete.tsx'),
};

const screens = Object.fromEntries(Object.entries(loaders).map(([route, load]) => [route, lazy(load)])) as Record<
  RouteName,
  LazyExoticComponent<ComponentType>
>;

/** Fetches a screen's code ahead of its first show (the module cache keeps it for `lazy`). */
export function preloadScreen(route: RouteName): Promise<unknown> {
  return loaders[route]();
}

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
