/**
 * The texts of the member area's pages other than the dashboard (its pages' chunk, account
 * security's): the whole catalogue of the member area's language, which comes with their code. A
 * page's chunk counts as here in a language once its code and that language's whole catalogue are
 * (a failure of either is the page's network error), as the popup's later screens do
 * (popup/screenModules.ts, `screenModule`); the page is then given the whole catalogue
 * (`PagesTexts`). While another language's texts come, the page shown stays as it is.
 */
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { accountTranslator, loadAccountCatalogue, loadedAccountCatalogue, type MemberAreaCatalogue } from '../i18n/accountCatalogue.ts';
import type { AnyLanguage } from '../i18n/languages.ts';
import { ElementEnvContext, useElementEnv } from '../ui/ElementEnv.ts';
import { useLoadedModule, type ModuleSlot } from '../ui/loadedModules.ts';
import { AccountTextContext } from './accountText.ts';

/** A chunk's module with the whole catalogue of a language. */
export interface WithTexts<M> {
  readonly module: M;
  readonly catalogue: MemberAreaCatalogue;
}

/** The slots of `slot`'s module with the whole catalogue, one a language. */
export function withPagesTexts<M>(slot: ModuleSlot<M>): (language: AnyLanguage) => ModuleSlot<WithTexts<M>> {
  const slots = new Map<AnyLanguage, ModuleSlot<WithTexts<M>>>();
  return (language) => {
    let made = slots.get(language);
    if (!made) {
      let unit: WithTexts<M> | undefined;
      const take = (module: M, catalogue: MemberAreaCatalogue): WithTexts<M> => {
        if (unit?.module !== module || unit.catalogue !== catalogue) unit = { module, catalogue };
        return unit;
      };
      made = {
        get current() {
          const module = slot.current;
          const catalogue = loadedAccountCatalogue(language);
          return module !== undefined && catalogue ? take(module, catalogue) : undefined;
        },
        load: () => Promise.all([slot.load(), loadAccountCatalogue(language)]).then(([module, catalogue]) => take(module, catalogue)),
      };
      slots.set(language, made);
    }
    return made;
  };
}

/**
 * The module with the texts of `language` once both are here; while `wanted`, fetched (a failure
 * is reported to `onError`). While another language's texts come, the one shown before stays.
 */
export function useWithTexts<M>(
  slots: (language: AnyLanguage) => ModuleSlot<WithTexts<M>>,
  language: AnyLanguage,
  wanted: boolean,
  onError: (error: unknown) => void,
): WithTexts<M> | undefined {
  const loaded = useLoadedModule(slots(language), wanted, onError);
  const shown = useRef<WithTexts<M>>(undefined);
  const current = loaded ?? shown.current;
  useLayoutEffect(() => {
    shown.current = current;
  });
  return current;
}

/** Gives `children` the whole catalogue: the member area's texts (`useAccountText`) and the element's (`useElementEnv().t`). */
export function PagesTexts({ catalogue, children }: { readonly catalogue: MemberAreaCatalogue; readonly children: ReactNode }) {
  const env = useElementEnv();
  const texts = useMemo(() => {
    const t = accountTranslator(catalogue);
    return { t, env: { ...env, t } };
  }, [catalogue, env]);
  return (
    <ElementEnvContext.Provider value={texts.env}>
      <AccountTextContext.Provider value={texts.t}>{children}</AccountTextContext.Provider>
    </ElementEnvContext.Provider>
  );
}
