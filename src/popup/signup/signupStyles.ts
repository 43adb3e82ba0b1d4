/**
 * The sign-up chunk's own styles, adopted when Registry shows: Registry's tabs start below a top
 * row as high as Login's QR switch row, so that a toast (which hangs from the dialog's top edge,
 * popup/styles.ts) never covers them, in any language at 320 px. The guest page's title looks the
 * same at either of its levels (h2 on a page, h3 in the popup).
 */
export const SIGNUP_CSS = /* css */ `
[part~='screen-registry'] > [part~='screen-top'] {
  min-block-size: 36px;
}
[part~='guest-title'] {
  font-size: 1.17em;
  margin-block: 1em;
}
`;
