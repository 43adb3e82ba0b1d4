/** The popup's screenshots (Thai): test/screenshots/popupScreens.ts, docs/testing.md "Screenshots". */
import { THAI } from './screenshots/frame.ts';
import { popupScreens } from './screenshots/popupScreens.ts';

popupScreens(THAI, import.meta.url);
