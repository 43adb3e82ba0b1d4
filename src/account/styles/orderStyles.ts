/**
 * The orders' styles (issue 31): the order card (its number on one line beside the copy button and
 * the status, the items' pictures and names, the date and total, the way to the order's page), the
 * status shortcuts and tabs, the date filter's day pickers and the order's own page. Part of the
 * member area's stylesheet (`styles.ts`), after its layout, so that these rules win over the list's
 * older ones. Every control is at least 44 px square; nothing is wider than 320 px allows. The
 * order's own page's and the date filter's rules come with the pages' chunk (`orderPageStyles.ts`).
 */
export const ORDER_CSS = /* css */ `
[part~='order'] {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  align-items: stretch;
  padding: 12px;
}
[part~='order-head'] {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 4px;
  min-width: 0;
}
[part~='order-number-line'] {
  margin: 0;
  min-width: 0;
  padding-block-end: 12px;
}
[part~='order-number-label'] {
  display: block;
  color: var(--mlp-color-muted);
  font-size: 0.9em;
}
[part~='order-number'] {
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  user-select: all;
  -webkit-user-select: all;
}
[part~='copy-button'] {
  display: inline-grid;
  place-items: center;
  box-sizing: border-box;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: var(--mlp-radius);
  background: transparent;
  color: var(--mlp-color-primary);
  cursor: pointer;
}
[part~='copy-button']:hover {
  background: var(--mlp-color-hover);
}
[part~='copy-button']:focus-visible {
  outline: 2px solid var(--mlp-color-focus, var(--mlp-color-primary));
  outline-offset: -2px;
}
[part~='copy-status'] {
  font-size: 0.85em;
  color: var(--mlp-color-success);
}
[part~='copy-status']:empty {
  display: none;
}
[part~='order-status'] {
  margin-inline-start: auto;
  margin-block-end: 12px;
}
[part~='order-items'],
[part~='order-lines'],
[part~='order-history'],
[part~='order-shortcut-list'] {
  list-style: none;
  margin: 0;
  padding: 0;
}
[part~='order-items'],
[part~='order-lines'] {
  display: grid;
  gap: 8px;
}
[part~='order-item'],
[part~='order-line'] {
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
}
[part~='order-thumb'] {
  display: block;
  width: 56px;
  height: 56px;
  object-fit: cover;
  border-radius: calc(var(--mlp-radius) - 2px);
  background: var(--mlp-color-disabled-background);
}
[part~='order-item-name'] {
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
}
[part~='order-item-quantity'],
[part~='order-more'],
[part~='order-date'],
[part~='order-line-meta'],
[part~='order-total-label'],
[part~='order-step-time'] {
  margin: 0;
  color: var(--mlp-color-muted);
  font-size: 0.9em;
}
[part~='order-foot'] {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 12px;
}
[part~='order-total'],
[part~='order-line-total'] {
  margin: 0;
  text-align: end;
  font-weight: 400;
}
[part~='order-details'] {
  justify-self: end;
  min-height: 44px;
}
`;

/** The status shortcuts and tabs, after the order's own page's rules (`orderPageStyles.ts`) in the sheet. */
export const ORDER_SHORTCUTS_CSS = /* css */ `
[part~='order-shortcuts'],
[part~='order-tabs'] {
  min-width: 0;
}
[part~='order-shortcut-list'] {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
}
[part~='order-shortcut'] {
  display: grid;
  justify-items: center;
  align-content: center;
  box-sizing: border-box;
  min-width: 72px;
  min-height: 56px;
  padding: 6px 10px;
  border: 1px solid var(--mlp-color-divider);
  border-radius: var(--mlp-radius);
  background: var(--mlp-color-background);
  color: var(--mlp-color-text);
  text-decoration: none;
  font-size: 0.85em;
}
[part~='order-shortcut']:hover {
  background: var(--mlp-color-hover);
}
[part~='order-shortcut']:focus-visible {
  outline: 2px solid var(--mlp-color-focus, var(--mlp-color-primary));
  outline-offset: 2px;
}
[part~='order-shortcut-current'] {
  border-color: var(--mlp-color-primary);
  box-shadow: inset 0 -3px 0 var(--mlp-color-primary);
  font-weight: 600;
}
[part~='order-shortcut-count'] {
  font-size: 1.3em;
  font-weight: 700;
  color: var(--mlp-color-primary);
}
`;
