/**
 * The member area in a phone-sized element (at most 600 px wide: a container query on the element's
 * own box, so a narrow column of a desktop page gets it too), laid out as a marketplace app's "Me"
 * tab. The account home is the menu's page: the member's card and the dashboard, then the menu in
 * groups of full-width rows. Every other page fills the element under a top bar (back to the
 * account home, the page's title), the only thing that sticks; its actions follow the bar, in the
 * first screen. Whatever the focus moves to scrolls clear of the bar.
 */
export const PHONE_CSS = /* css */ `
@container (max-width: 600px) {
  [part~='account'] {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    padding: 0 12px 16px;
    border-radius: 0;
  }
  [part~='account'] > [part~='page'],
  [part~='account'] > [part~='menu'] {
    grid-column: 1;
    grid-row: auto;
  }
  [part~='account-single'] {
    padding-block-start: 12px;
  }
  [part~='page'] {
    grid-template-columns: minmax(0, 1fr);
  }
  [part~='page'] > [part~='top-bar'],
  [part~='page'] > [part~='page-actions'] {
    grid-column: 1;
    grid-row: auto;
  }
  [part~='page'] :is(a, button, input, select, textarea, [tabindex]) {
    scroll-margin-block: 84px 16px;
  }
  /* The top bar: back, the title; it alone sticks. */
  [part~='top-bar']:not([part~='member-card']) {
    position: sticky;
    inset-block-start: 0;
    z-index: 2;
    flex-wrap: nowrap;
    gap: 4px;
    margin-inline: -12px;
    padding: 4px 12px 4px 4px;
    min-height: 52px;
    box-sizing: border-box;
    background: var(--mlp-color-background);
    border-block-end: 1px solid var(--mlp-color-divider);
  }
  [part~='top-bar']:not([part~='member-card']) > [part~='page-title'] {
    font-size: 1.15em;
  }
  [part~='back'] {
    position: relative;
    display: inline-grid;
    place-items: center;
    flex: none;
    border-radius: 50%;
    color: var(--mlp-color-text);
  }
  /* No way back where there is nowhere to go back to: the home itself, the log-in offer, the verification page alone. */
  :is([part~='account-home'], [part~='account-guest'], [part~='account-single']) [part~='back'] {
    display: none;
  }
  [dir='rtl'] [part~='back'] svg {
    transform: scaleX(-1);
  }
  [part~='page-actions'] > * {
    flex: 1 1 auto;
  }
  /* A long form's Save is the top bar's (in the first screen, and it stays), the one under the fields goes. */
  [part~='top-bar'] > [part~='bar-submit'] {
    display: inline-flex;
    flex: none;
    margin-inline-start: auto;
  }
  [part~='form'] [part~='form-submit'] {
    display: none;
  }
  /* The account home: the member's card, the dashboard, then the menu. */
  [part~='member-card'] {
    padding-block: 16px 4px;
    flex-wrap: nowrap;
  }
  [part~='menu'] {
    display: none;
  }
  [part~='account-home'] > [part~='menu'] {
    display: grid;
    gap: 16px;
    padding: 0;
    border: 0;
    background: transparent;
  }
  /* The account home's own entry: the shopper is on it. */
  [part~='account-home'] li:has(> [part~='menu-link-current']) {
    display: none;
  }
  [part~='menu-group'] + [part~='menu-group'],
  [part~='menu-logout'] {
    padding-block-start: 0;
    border-block-start: 0;
  }
  [part~='menu-group-title'] {
    padding-inline: 4px;
  }
  [part~='menu'] ul {
    gap: 0;
    border: 1px solid var(--mlp-color-divider);
    border-radius: var(--mlp-radius);
    overflow: hidden;
  }
  [part~='menu'] li + li {
    border-block-start: 1px solid var(--mlp-color-divider);
  }
  [part~='menu-link'] {
    min-height: 48px;
    padding: 12px 14px;
    border-radius: 0;
  }
  [part~='menu'] a[part~='menu-link']::after {
    content: '›';
    margin-inline-start: auto;
    padding-inline-start: 12px;
    color: var(--mlp-color-muted);
    font-size: 1.3em;
    line-height: 1;
  }
  [dir='rtl'] [part~='menu'] a[part~='menu-link']::after {
    content: '‹';
  }
  [part~='menu-link-current'] {
    background: transparent;
    color: var(--mlp-color-text);
    font-weight: inherit;
  }
  [part~='menu-logout'] {
    justify-content: center;
    border: 1px solid var(--mlp-color-divider);
    border-radius: var(--mlp-radius);
    color: var(--mlp-color-error);
    font-weight: 600;
  }
}
`;
