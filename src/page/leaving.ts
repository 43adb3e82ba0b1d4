/**
 * Whether the page is being left: `pagehide` fired and no `pageshow` since. A browser then fails the
 * requests under way (Firefox as network errors), which says nothing about the shopper's network, so
 * a background call that fails then is not worth a warning.
 */
let leaving = false;
addEventListener('pagehide', () => {
  leaving = true;
});
addEventListener('pageshow', () => {
  leaving = false;
});

export const pageIsLeaving = (): boolean => leaving;
