/**
 * The popup itself, loaded lazily on first use: it resolves the locale from the element's
 * attributes, loads the texts, adopts the styles and renders the dialog with the element's store.
 */
import { Provider, useAtomValue } from '../ui/atomHooks.ts';
import { useMemo, type ComponentType } from 'react';
import { resolveLocale } from '../config/locale.ts';
import { lastLoginMethod } from '../flows/loginMethod.ts';
import type { Page } from '../flows/page.ts';
import { browserPage } from '../page/browserPage.ts';
import { readPreference } from '../security/preferenceCookie.ts';
import { format, loadCatalogue, loadedCatalogue, loadFirstCatalogue, type Catalogue, type FirstCatalogue, type Translate } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../kernel/config/languages.ts';
import { attributesAtom } from '../state/attributes.ts';
import type { RouteName } from '../state/routes.ts';
import type { PopupStore } from '../state/store.ts';
import { Dialog } from './Dialog.tsx';
import { codeLoginModule } from './screens/codeLoginModule.ts';
import { loginDraftAtom } from './login/draft.ts';
import { ElementEnvContext, type ElementEnv } from '../ui/ElementEnv.ts';
import { screenModules } from './screenModules.ts';
import { POPUP_CSS } from './styles.ts';
import { useAdoptedStyles } from '../ui/useAdoptedStyles.ts';
import { useCatalogue } from '../ui/useCatalogue.ts';

/**
 * Fetches, in parallel, what the popup shows first: the texts of `language` (else English's) on
 * the way to Login, or the whole catalogue for a later screen, and the screen of `route`. Failures
 * are left for the popup to report when it shows them.
 */
export function prefetchOpen(store: PopupStore, language: AnyLanguage, route: RouteName): Promise<void> {
  const ignore = () => undefined;
  // Login on its phone-code tab or going on to the QR code: their code comes apart from Login's.
  if (route === 'Login' && !prerenderable(store)) {
    codeLoginModule.load().catch(ignore);
    screenModules.Qrcode.load().catch(ignore);
  }
  const texts = route === 'Login' ? loadFirstCatalogue(language) : loadCatalogue(language);
  return Promise.all([texts.catch(() => loadFirstCatalogue('en').catch(ignore)), screenModules[route].load().catch(ignore)]).then(ignore);
}

/**
 * Whether Login, opened now, shows the password tab: the popup's first screen, rendered hidden
 * before the popup opens, asks nothing of the network as it shows (the phone tab asks for the code
 * channels, the QR screen for a code). It reads the browser's page itself (the one import of the
 * page side left in the view folders): handing the page down to it and to `prefetchOpen` from the
 * element costs the popup's first download 6 bytes gzipped, which its budget (77 KB, 23 bytes
 * left) does not have once the element hands the page down to its views at all.
 */
export function prerenderable(store: PopupStore): boolean {
  const { tab } = store.get(loginDraftAtom);
  if (tab) return tab === 'password';
  const remembered = lastLoginMethod(browserPage);
  return remembered !== 'code' && remembered !== 'qr';
}

/**
 * The popup's texts: those on the way to Login, and the later screens' once they are here, looked
 * up as each is asked for (a later screen shows only once its texts are here, see `screenModule`).
 */
function popupTranslator(language: AnyLanguage, first: FirstCatalogue): Translate {
  const firstTexts: Partial<Catalogue> = first;
  return (key, values) => format(loadedCatalogue(language)?.[key] ?? firstTexts[key] ?? '', values);
}

export interface PopupProps {
  readonly host: HTMLElement;
  readonly store: PopupStore;
  /** The page the element is on, as the flows see it (handed down by the element). */
  readonly page: Page;
  /** Rendered before the popup opens: its dialog closed, with Login in it (see PopupRoot.tsx). */
  readonly hidden?: boolean;
  /** The page presentation's view (PageView.tsx), in place of the dialog. */
  readonly View?: ComponentType | undefined;
}

export default function Popup({ host, store, page, hidden = false, View }: PopupProps) {
  const attributes = useAtomValue(attributesAtom, { store });
  const locale = resolveLocale(attributes, readPreference());
  const catalogue = useCatalogue(locale.language);
  const env = useMemo<ElementEnv | undefined>(
    () => (catalogue ? { host, store, page, region: locale.region, language: locale.language, t: popupTranslator(locale.language, catalogue) } : undefined),
    [host, store, page, catalogue, locale.region, locale.language],
  );
  useAdoptedStyles(host, POPUP_CSS);
  if (!env) return null;
  return (
    <Provider store={store}>
      <ElementEnvContext.Provider value={env}>{View ? <View /> : <Dialog hidden={hidden} />}</ElementEnvContext.Provider>
    </Provider>
  );
}
