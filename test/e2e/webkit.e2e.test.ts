/** The journeys in WebKit (WebKitGTK's MiniBrowser), driven by WebKitWebDriver on an Xvfb display the harness starts. */
import { journeys } from './journeys.ts';
import { webkitEngine } from './support/webdriver.ts';

journeys('WebKit', webkitEngine);
