/** The popup's screenshots (English, light): test/screenshots/popupScreens.ts, docs/testing.md "Screenshots". */
import { ENGLISH_LIGHT } from './screenshots/frame.ts';
import { popupScreens } from './screenshots/popupScreens.ts';

popupScreens(ENGLISH_LIGHT, import.meta.url);
