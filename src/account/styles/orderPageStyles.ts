/**
 * The orders' styles only the pages' chunk shows (`accountPages.ts` adds them to the member area's
 * sheet as it runs, `styles.ts`): the order's own page, and the orders list's date filter with its
 * day pickers. In the sheet, each in its place among the orders' styles (`orderStyles.ts`).
 */
export const ORDER_PAGE_CSS = /* css */ `
[part~='order-back'] {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  justify-self: start;
}
[part~='order-summary'] [part~='order-date'] {
  margin: 0;
}
[part~='order-line-text'] {
  min-width: 0;
}
[part~='order-line-text'] p {
  margin: 0;
}
[part~='order-sums'] {
  padding-top: 8px;
  border-top: 1px solid var(--mlp-color-divider);
}
[part~='order-sums'] dd {
  text-align: end;
}
[part~='order-address'] {
  display: grid;
  gap: 2px;
  font-style: normal;
  overflow-wrap: anywhere;
}
[part~='order-history'] {
  display: grid;
  gap: 8px;
}
[part~='order-step'] {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  align-items: baseline;
  padding-inline-start: 12px;
  border-inline-start: 2px solid var(--mlp-color-divider);
}
[part~='order-step']:last-child {
  border-inline-start-color: var(--mlp-color-primary);
  font-weight: 600;
}
`;

export const ORDER_FILTER_CSS = /* css */ `
[part~='day-picker'] {
  flex: 1 1 260px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
[part~='day-picker'] [part~='selects'] {
  gap: 8px;
}
[part~='day-picker'] [part~='select'] {
  min-height: 44px;
}
[part~='filter-disclosure'] {
  display: grid;
  gap: 8px;
}
[part~='filter-summary'] {
  display: flex;
  align-items: center;
  min-height: 44px;
  width: max-content;
  max-width: 100%;
  color: var(--mlp-color-primary);
  font-weight: 600;
  cursor: pointer;
}
[part~='filter-summary']:focus-visible {
  outline: 2px solid var(--mlp-color-focus, var(--mlp-color-primary));
  outline-offset: 2px;
}
`;
