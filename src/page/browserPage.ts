/**
 * The browser's page as the journeys' `Page` port: `location` and Web Storage. One object, so that
 * tests can watch a navigation (stub `assign`) without leaving the test page; hosts that want to
 * navigate themselves listen to `next-step` instead.
 */
import type { Page } from '../flows/page.ts';

export const browserPage: Page = {
  url: () => location.href,
  assign(url) {
    location.assign(url);
  },
  session: () => sessionStorage,
  local: () => localStorage,
};
