/**
 * Account security's styles (the verification page alone, the verification over a page, its
 * methods, the delete button, the devices page), part of the member area's stylesheet (`styles.ts`).
 */
export const SECURITY_CSS = /* css */ `
/* Account security: the verification page alone, the verification over a page, its methods. */
[part~='account-single'] {
  grid-template-columns: minmax(0, 1fr);
}
[part~='verification-dialog'] {
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
}
[part~='methods'] {
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
}
[part~='method'] {
  margin-block: 12px;
}
[part~='method'] > [part~='label'],
[part~='method-switch'] > [part~='label'] {
  margin: 0 0 8px;
  font-size: 1em;
}
[part~='method'] > [part~='text'] {
  margin: 0 0 12px;
}
[part~='push-number'] {
  margin: 8px 0;
  font-size: 2.5em;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-align: center;
}
[part~='slider'] {
  display: block;
  width: 100%;
  margin-block: 8px;
  accent-color: var(--mlp-color-primary);
}
[part~='outcome-verified'] {
  color: var(--mlp-color-success);
  font-weight: 600;
}
[part~='outcome-failed'] {
  color: var(--mlp-color-error);
  font-weight: 600;
}
[part~='button-danger'] {
  border-color: var(--mlp-color-error);
  background: var(--mlp-color-error);
  color: var(--mlp-color-on-primary);
}
/* The devices page: its list's heading, a card the focus moves to after a sign-out, and buttons
   and the name field a fingertip can hit (44 px). */
[part~='section-title'] {
  margin-block: 8px 12px;
}
[part~='section-title']:focus,
[part~='device']:focus {
  outline: none;
}
[part~='section-title']:focus-visible,
[part~='device']:focus-visible {
  outline: 2px solid var(--mlp-color-focus, var(--mlp-color-primary));
  outline-offset: 2px;
}
[part~='device'] [part~='button'],
[part~='rename-form'] [part~='input'] {
  min-height: 44px;
  min-width: 44px;
}
[part~='device'] [part~='buttons'] {
  flex-wrap: wrap;
}
[part~='rename-form'] {
  margin-block-start: 8px;
}
`;
