/** The popup's screenshots (English, dark): test/screenshots/popupScreens.ts, docs/testing.md "Screenshots". */
import { ENGLISH_DARK } from './screenshots/frame.ts';
import { popupScreens } from './screenshots/popupScreens.ts';

popupScreens(ENGLISH_DARK, import.meta.url);
