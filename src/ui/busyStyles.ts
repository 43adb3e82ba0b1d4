/** The busy indicator's styles (ui/Busy.tsx), for both elements: a veil with a spinner, and for a slow call a note and Cancel. */
export const BUSY_CSS = /* css */ `
[part~='busy'] {
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: var(--mlp-busy-background);
}
[part~='spinner'] {
  width: 28px;
  height: 28px;
  box-sizing: border-box;
  border: 3px solid var(--mlp-color-divider);
  border-block-start-color: var(--mlp-color-primary);
  border-radius: 50%;
  animation: mlp-spin 0.8s linear infinite;
}
@keyframes mlp-spin {
  to { transform: rotate(360deg); }
}
/* A slow request: the still-working message and Cancel, under the spinner. */
[part~='busy-slow'] {
  position: absolute;
  inset-inline: 16px;
  top: calc(50% + 28px);
  display: grid;
  justify-items: center;
  gap: 8px;
  text-align: center;
}
[part~='busy-message'] {
  margin: 0;
  color: var(--mlp-color-text);
}
`;
