/**
 * How the popup leaves the page. One object so that tests can watch a navigation without leaving
 * the test page; hosts that want to navigate themselves listen to `next-step` instead.
 */
export const pageNavigation = {
  assign(url: string): void {
    location.assign(url);
  },
};
