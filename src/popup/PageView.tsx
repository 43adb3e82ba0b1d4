/**
 * The page presentation (`display="page"`): the popup's screens laid out in the page, where the
 * element stands, as the member pages (`/user/login`, `/user/register`, …) show them. The same
 * header, screen, dialogs and busy indicator as the popup's dialog (ScreenFrame.tsx), in a section
 * titled by the page's `h1`, without a close button: the back button steps back through the
 * journey, as the browser's back does (page/pageHistory.ts). Each screen puts the focus on its
 * first field when it shows, as in the popup. Its own chunk, fetched only by a page that uses it.
 */
import { useAtomValue } from '../ui/atomHooks.ts';
import { textDirection } from '../i18n/direction.ts';
import { popupAtom } from '../state/atoms.ts';
import { currentRoute } from '../state/routes.ts';
import { useElementEnv } from '../ui/ElementEnv.ts';
import { OnScreenContext } from '../ui/onScreen.ts';
import { ScreenFrame, TITLE_ID, titleKey } from './ScreenFrame.tsx';

export default function PageView() {
  const { language } = useElementEnv();
  const popup = useAtomValue(popupAtom);
  const route = currentRoute(popup);
  return (
    <section part="dialog page" lang={language} dir={textDirection(language)} aria-labelledby={TITLE_ID}>
      <OnScreenContext.Provider value>
        <ScreenFrame canGoBack={popup.stack.length > 1} routeName={route.name} title={titleKey(route)} Heading="h1" />
      </OnScreenContext.Provider>
    </section>
  );
}
