/**
 * The styles of the forms' fields: labels, controls, inputs, the phone prefix, the password toggle
 * and caps-lock warning, and field errors. Part of CONTROLS_CSS (controlStyles.ts), which places them.
 */
export const FIELDS_CSS = /* css */ `[part~='form'],
[part~='phone-code'] {
  display: grid;
  gap: 12px;
}
[part~='field'] {
  display: grid;
  gap: 4px;
}
[part~='label'] {
  font-weight: 500;
}
[part~='control'] {
  display: flex;
  align-items: stretch;
  border: 1px solid var(--mlp-color-border);
  border-radius: var(--mlp-radius);
  background: var(--mlp-color-background);
}
[part~='control']:focus-within {
  border-color: var(--mlp-color-primary);
}
[part~='control-invalid'] {
  border-color: var(--mlp-color-error);
}
/*
 * An input's intrinsic width (20 characters) would widen its column in some engines (Firefox):
 * width 0 and flex 1 make it take what the row leaves, down to 320 px screens.
 */
[part~='input'],
[part~='phone-prefix'] {
  width: 0;
  min-width: 0;
  flex: 1;
  padding: 10px 12px;
  border: none;
  border-radius: var(--mlp-radius);
  background: transparent;
  color: inherit;
  font: inherit;
}
/* A focused input keeps its ring (the outline), drawn over the control's border. */
[part~='input']:focus-visible {
  outline-offset: 0;
}
/*
 * A phone number is written left to right in every language, "+65" first, as browsers already
 * show a tel input: in a right-to-left page the row stays "+65 | 9123 4567" (label and message
 * still follow the page). The divider is the number's inline-start border, between the two.
 */
[part~='control']:has(> [part~='phone-prefix']) {
  direction: ltr;
}
[part~='phone-prefix'] {
  flex: 0 0 auto;
  width: 3.5em;
  padding-inline: 8px;
  border-radius: 0;
  color: var(--mlp-color-muted);
  direction: ltr;
  text-align: center;
}
[part~='phone-prefix'] + [part~='input'] {
  border-inline-start: 1px solid var(--mlp-color-border);
  border-start-start-radius: 0;
  border-end-start-radius: 0;
}
[part~='password-toggle'] {
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 40px;
  padding: 0;
  border: none;
  border-radius: var(--mlp-radius);
  background: transparent;
  color: var(--mlp-color-muted);
  cursor: pointer;
}
[part~='password-toggle'][aria-pressed='true'] {
  color: var(--mlp-color-primary);
}
[part~='password-toggle']:focus-visible {
  outline-offset: 0;
}
[part~='input']:has(+ [part~='password-toggle']) {
  border-start-end-radius: 0;
  border-end-end-radius: 0;
}
[part~='caps-lock'] {
  margin: 0;
  color: var(--mlp-color-error);
  font-size: 0.9em;
}
/* Always in place (a live region must exist before it speaks), taking no room while empty. */
[part~='caps-lock']:empty {
  margin-block-start: -4px;
}
[part~='field-error'] {
  margin: 0;
  color: var(--mlp-color-error);
  font-size: 0.9em;
}`;
