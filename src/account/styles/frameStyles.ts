/**
 * The frame of the member area's wide layout: the menu in the first column with its groups, the
 * page beside it with its top bar (heading, actions) or, on the account home, the member's card.
 * A phone-sized element rearranges it (`phoneStyles.ts`). Part of the member area's stylesheet
 * (`styles.ts`).
 */
export const FRAME_CSS = /* css */ `
/* The menu in the first column, whatever its place among the element's children. */
[part~='account'] > [part~='menu'] {
  grid-column: 1;
  grid-row: 1;
}
[part~='account'] > [part~='page'] {
  grid-column: 2;
}
[part~='account-guest'],
[part~='account-single'] {
  grid-template-columns: minmax(0, 1fr);
}
[part~='account-guest'] > [part~='page'],
[part~='account-single'] > [part~='page'] {
  grid-column: 1;
}
[part~='menu'] {
  display: grid;
  gap: 8px;
  background: var(--mlp-color-background);
  border: 1px solid var(--mlp-color-divider);
  border-radius: var(--mlp-radius);
  padding: 8px;
}
[part~='menu-group'] {
  display: grid;
  gap: 2px;
}
[part~='menu-group'] + [part~='menu-group'],
[part~='menu-logout'] {
  padding-block-start: 8px;
  border-block-start: 1px solid var(--mlp-color-divider);
}
[part~='menu-group-title'] {
  margin: 0;
  padding: 4px 10px;
  color: var(--mlp-color-muted);
  font-size: 0.85em;
  font-weight: 600;
}
[part~='menu'] ul {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
}
[part~='menu-link'] {
  display: flex;
  align-items: center;
  width: 100%;
  box-sizing: border-box;
  padding: 8px 10px;
  border: 0;
  border-radius: calc(var(--mlp-radius) - 2px);
  background: transparent;
  color: var(--mlp-color-text);
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
}
[part~='menu-link']:hover {
  background: var(--mlp-color-hover, rgb(0 0 0 / 0.06));
}
[part~='menu-link-current'] {
  color: var(--mlp-color-primary);
  font-weight: 600;
  background: var(--mlp-color-disabled-background);
}
[part~='top-bar'] {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
}
[part~='top-bar'] > [part~='page-title'],
[part~='member-name'] {
  flex: 1 1 12em;
  min-width: 0;
}
/* The way back to the account home is the phone's (phoneStyles.ts). */
[part~='back'] {
  display: none;
}
/* So is the top bar's Save of a long form: a wide element shows the form's own, under its fields. */
[part~='top-bar'] > [part~='bar-submit'] {
  display: none;
}
[part~='avatar'] {
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--mlp-color-primary);
  color: var(--mlp-color-on-primary);
  font-size: 1.6em;
  font-weight: 600;
}
[part~='member-name'] {
  display: grid;
  justify-items: start;
  gap: 2px;
}
[part~='member-contact'] {
  margin: 0;
  color: var(--mlp-color-muted);
  overflow-wrap: anywhere;
}
[part~='page'] {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 16px;
  min-width: 0;
}
/* The page's actions (Add address) stand beside its heading. */
[part~='page'] {
  grid-template-columns: minmax(0, 1fr) auto;
}
[part~='page'] > * {
  grid-column: 1 / -1;
}
[part~='page'] > [part~='top-bar'] {
  grid-column: 1;
}
[part~='page'] > [part~='page-actions'] {
  grid-column: 2;
  grid-row: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
}
[part~='page-title'] {
  margin: 0;
  font-size: 1.4em;
}
[part~='page-title']:focus {
  outline: none;
}
[part~='page-title']:focus-visible {
  outline: 2px solid var(--mlp-color-focus, var(--mlp-color-primary));
  outline-offset: 2px;
}
`;
