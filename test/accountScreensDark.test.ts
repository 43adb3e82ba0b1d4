/** The member area's screenshots (English, dark): test/screenshots/accountScreens.ts, docs/testing.md "Screenshots". */
import { ENGLISH_DARK } from './screenshots/frame.ts';
import { accountScreens } from './screenshots/accountScreens.ts';

accountScreens(ENGLISH_DARK, import.meta.url);
