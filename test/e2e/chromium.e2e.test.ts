/** The journeys in Chromium (Debian's `chromium`), driven by puppeteer-core over CDP; then the walks of a login and an address save (`walks.ts`). */
import { journeys } from './journeys.ts';
import { puppeteerEngine } from './support/puppeteerEngine.ts';
import { walks } from './walks.ts';

journeys('Chromium', () => puppeteerEngine('Chromium'));
walks();
