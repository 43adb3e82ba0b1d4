/** The journeys in Chromium (Debian's `chromium`), driven by puppeteer-core over CDP. */
import { journeys } from './journeys.ts';
import { puppeteerEngine } from './support/puppeteerEngine.ts';

journeys('Chromium', () => puppeteerEngine('Chromium'));
