/**
 * The sign-up's own texts (i18n/signup/), for the components of its chunk: `SignupText` renders
 * its children once the catalogue of the element's language is here (the busy indicator until
 * then), and `useSignupText` translates inside it.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { loadedSignupCatalogue, loadSignupCatalogue, signupTranslator, type SignupCatalogue, type SignupTranslate } from '../../i18n/signupCatalogue.ts';
import { BusyIndicator } from '../../ui/Busy.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useSourcedCatalogue, type CatalogueSource } from '../../ui/useCatalogue.ts';

const SIGNUP_CATALOGUES: CatalogueSource<SignupCatalogue> = { loaded: loadedSignupCatalogue, load: loadSignupCatalogue };

const SignupTextContext = createContext<SignupTranslate | null>(null);

export function SignupText({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  const { t, language } = useElementEnv();
  const catalogue = useSourcedCatalogue(language, SIGNUP_CATALOGUES);
  const translate = useMemo(() => (catalogue ? signupTranslator(catalogue) : undefined), [catalogue]);
  if (!translate) return quiet ? null : <BusyIndicator label={t('popup.loading')} />;
  return <SignupTextContext.Provider value={translate}>{children}</SignupTextContext.Provider>;
}

export function useSignupText(): SignupTranslate {
  const translate = useContext(SignupTextContext);
  if (!translate) throw new Error('useSignupText() is used outside SignupText');
  return translate;
}
