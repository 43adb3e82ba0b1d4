/** The merge's dialog and notice, adopted beside the member area's stylesheet when they first show. */
export const MERGE_CSS = /* css */ `
[part~='merge-dialog'] {
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
}
[part~='merge-dialog'] [part~='alert-buttons'] {
  flex-wrap: wrap;
}
[part~='merge-step'] {
  display: grid;
  gap: 8px;
}
[part~='merge-summary'] > [part~='label'] {
  margin: 0 0 4px;
  font-size: 1em;
}
[part~='merge-notice'] {
  margin-block-end: 16px;
  border-color: var(--mlp-color-primary);
}
`;
