/** The journeys in Firefox (Debian's `firefox-esr`), driven headless by puppeteer-core over WebDriver BiDi. */
import { journeys } from './journeys.ts';
import { puppeteerEngine } from './support/puppeteerEngine.ts';

journeys('Firefox', () => puppeteerEngine('Firefox'));
