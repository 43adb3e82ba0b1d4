/**
 * Registry (spec sections 2 and 4, issue 25 points 2 and 3): sign-up by phone or e-mail, and the
 * guest page's variant. Its body, the e-mail flows and the sign-up's texts are a chunk of their own
 * (popup/signup/), fetched when Registry shows: a password login never downloads them. If it cannot
 * be fetched, the network error shows and the popup goes back where it was.
 */
import { navigateAtom, showToastAtom } from '../../state/atoms.ts';
import { useSetAtom } from '../../ui/atomHooks.ts';
import { BusyIndicator } from '../../ui/Busy.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useLoadedModule } from '../../ui/loadedModules.ts';
import { signupModule } from '../signup/signupModule.ts';

export default function Registry() {
  const { t } = useElementEnv();
  const showToast = useSetAtom(showToastAtom);
  const navigate = useSetAtom(navigateAtom);
  const parts = useLoadedModule(signupModule, true, () => {
    showToast({ kind: 'error', text: t('error.network') });
    navigate({ type: 'back' });
  });
  return parts ? <parts.RegistryBody /> : <BusyIndicator label={t('popup.loading')} />;
}
