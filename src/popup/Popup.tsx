/**
 * The popup itself, loaded lazily on first use: it resolves the locale from the element's
 * attributes, loads the texts, adopts the styles and renders the dialog with the element's store.
 */
import { Provider, useAtomValue } from '../ui/atomHooks.ts';
import { useMemo, type ComponentType } from 'react';
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../security/preferenceCookie.ts';
import { format, loadCatalogue, loadedCatalogue, type Catalogue, type FirstCatalogue, type Translate } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../kernel/config/languages.ts';
import { attributesAtom } from '../state/attributes.ts';
import type { PopupStore } from '../state/store.ts';
import { Dialog } from './Dialog.tsx';
import { ElementEnvContext, type ElementEnv } from '../ui/ElementEnv.ts';
import type { PopupSession } from './run/popupSession.ts';
import { POPUP_CSS } from './styles.ts';
import type { ModuleSlot } from '../ui/loadedModules.ts';
import { useAdoptedStyles } from '../ui/useAdoptedStyles.ts';
import { useCatalogue } from '../ui/useCatalogue.ts';

/**
 * The popup's texts: those on the way to Login, and the later screens' once they are here, looked
 * up as each is asked for (a later screen shows only once its texts are here, see `screenModule`).
 */
function popupTranslator(language: AnyLanguage, first: FirstCatalogue): Translate {
  const firstTexts: Partial<Catalogue> = first;
  return (key, values) => format(loadedCatalogue(language)?.[key] ?? firstTexts[key] ?? '', values);
}

/** The later texts of `language`, where what a flow's answer says is (errors, dialogs): an action waits for them with the flows. */
function answerTexts(language: AnyLanguage): ModuleSlot<Catalogue> {
  return {
    get current() {
      return loadedCatalogue(language);
    },
    load: () => loadCatalogue(language),
  };
}

export interface PopupProps {
  readonly host: HTMLElement;
  readonly store: PopupStore;
  /** The popup's session: the page it is on, its flows, its Back-history (composed by the page side, `page/popup.ts`). */
  readonly session: PopupSession;
  /** Rendered before the popup opens: its dialog closed, with Login in it (see PopupRoot.tsx). */
  readonly hidden?: boolean;
  /** The page presentation's view (PageView.tsx), in place of the dialog. */
  readonly View?: ComponentType | undefined;
}

export default function Popup({ host, store, session, hidden = false, View }: PopupProps) {
  const attributes = useAtomValue(attributesAtom, { store });
  const locale = resolveLocale(attributes, readPreference());
  const catalogue = useCatalogue(locale.language);
  const env = useMemo<ElementEnv | undefined>(
    () =>
      catalogue
        ? {
            host,
            store,
            session,
            region: locale.region,
            language: locale.language,
            t: popupTranslator(locale.language, catalogue),
            answerTexts: answerTexts(locale.language),
          }
        : undefined,
    [host, store, session, catalogue, locale.region, locale.language],
  );
  useAdoptedStyles(host, POPUP_CSS);
  if (!env) return null;
  return (
    <Provider store={store}>
      <ElementEnvContext.Provider value={env}>{View ? <View /> : <Dialog hidden={hidden} />}</ElementEnvContext.Provider>
    </Provider>
  );
}
