/** The member area's screenshots (Thai): test/screenshots/accountScreens.ts, docs/testing.md "Screenshots". */
import { THAI } from './screenshots/frame.ts';
import { accountScreens } from './screenshots/accountScreens.ts';

accountScreens(THAI, import.meta.url);
