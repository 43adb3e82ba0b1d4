/** The member area's screenshots (English, light): test/screenshots/accountScreens.ts, docs/testing.md "Screenshots". */
import { ENGLISH_LIGHT } from './screenshots/frame.ts';
import { accountScreens } from './screenshots/accountScreens.ts';

accountScreens(ENGLISH_LIGHT, import.meta.url);
