/**
 * The styles of the screens' building blocks: tabs, buttons, links, the QR code, the profile
 * pickers, the third-party row and the dialogs over the popup; the fields' come from
 * fieldStyles.ts, in their place in the cascade. Tokens come from `:host` (see styles.ts).
 */
import { FIELDS_CSS } from './fieldStyles.ts';

export const CONTROLS_CSS = /* css */ `
[part~='screen'] {
  display: grid;
  gap: 12px;
}
[part~='screen-top'] {
  display: flex;
  justify-content: flex-end;
  margin-block-start: -8px;
  container-type: inline-size;
}
[part~='switch'] {
  position: relative;
}
[part~='switch-button'] {
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid var(--mlp-color-border);
  border-radius: var(--mlp-radius);
  background: transparent;
  color: var(--mlp-color-primary);
  cursor: pointer;
}
/*
 * The timed tooltip sits beside its button, towards the start of the line, in the row the button
 * has to itself: it covers neither the tabs below it on Login nor the instructions on Qrcode, in
 * either direction. Its width is what the row leaves (the button is 36px, plus an 8px gap), measured
 * on the row itself (a container), so that a dialog that scrolls (its scrollbar takes width) keeps it in. Its
 * lines are 1.4 high whatever the font (a Thai font's normal line is about 1.6em): two lines stay
 * within the button's row and the 12px gap under it.
 */
[part~='tooltip'] {
  position: absolute;
  inset-inline-end: calc(100% + 8px);
  inset-block-start: 0;
  z-index: 1;
  /* Clicks go through it to whatever it may cover on a narrow screen. */
  pointer-events: none;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  width: max-content;
  min-height: 36px;
  max-width: calc(100cqi - 44px);
  padding: 4px 8px;
  border-radius: var(--mlp-radius);
  background: var(--mlp-toast-background);
  color: var(--mlp-toast-color);
  font-size: 0.9em;
  line-height: 1.4;
}
[part~='tabs'] {
  display: flex;
  gap: 4px;
  border-block-end: 1px solid var(--mlp-color-divider);
}
[part~='tab'] {
  flex: 1;
  min-width: 0;
  padding: 10px 8px;
  border: none;
  border-block-end: 2px solid transparent;
  background: transparent;
  color: var(--mlp-color-muted);
  font: inherit;
  cursor: pointer;
}
[part~='tab-selected'] {
  border-block-end-color: var(--mlp-color-primary);
  color: var(--mlp-color-primary);
  font-weight: 600;
}
[part~='tab-panel'] {
  padding-block-start: 12px;
}
${FIELDS_CSS}
[part~='button'] {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid var(--mlp-color-primary);
  border-radius: var(--mlp-radius);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
[part~='button-primary'] {
  background: var(--mlp-color-primary);
  color: var(--mlp-color-on-primary);
}
[part~='button-secondary'] {
  background: transparent;
  color: var(--mlp-color-primary);
}
[part~='button']:disabled {
  border-color: var(--mlp-color-divider);
  background: var(--mlp-color-disabled-background);
  color: var(--mlp-color-muted);
  cursor: not-allowed;
}
[part~='link'] {
  padding: 0;
  border: none;
  background: none;
  color: var(--mlp-color-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
[part~='link']:disabled {
  color: var(--mlp-color-muted);
  text-decoration: none;
  cursor: default;
}
[part~='channels'],
[part~='buttons'] {
  display: grid;
  gap: 8px;
}
[part~='buttons'] {
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
}
[part~='text'],
[part~='hint'],
[part~='form-links'],
[part~='resend'] {
  margin: 0;
}
[part~='hint'] {
  color: var(--mlp-color-muted);
  text-align: center;
}
[part~='checkbox'] {
  display: flex;
  align-items: flex-start;
  gap: 8px;
}
input[type='checkbox'],
input[type='radio'] {
  accent-color: var(--mlp-color-primary);
}
[part~='qr'] {
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 8px;
  min-height: 140px;
}
[part~='qr-image-scanned'] {
  opacity: 0.25;
}
[part~='qr-scanned'] {
  margin: 0;
  color: var(--mlp-color-success);
  font-weight: 600;
}
[part~='qr-error'] {
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 8px;
  text-align: center;
}
[part~='hints'] {
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--mlp-color-muted);
  font-size: 0.9em;
}
[part~='hint-met'] {
  color: var(--mlp-color-success);
}
[part~='fieldset'] {
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: none;
}
[part~='choices'],
[part~='selects'] {
  display: flex;
  gap: 12px;
}
[part~='choice'] {
  display: flex;
  align-items: center;
  gap: 6px;
}
[part~='select-field'] {
  display: grid;
  flex: 1;
  min-width: 0;
  gap: 4px;
}
[part~='select-field'] [part~='label'] {
  font-size: 0.85em;
  font-weight: 400;
  color: var(--mlp-color-muted);
}
[part~='select'] {
  min-width: 0;
  padding: 8px;
  border: 1px solid var(--mlp-color-border);
  border-radius: var(--mlp-radius);
  background: var(--mlp-color-background);
  color: inherit;
  font: inherit;
}
[part~='screen-reset-success'] {
  justify-items: center;
  text-align: center;
}
[part~='success-image'] {
  color: var(--mlp-color-success);
}
[part~='third-party'] {
  display: grid;
  gap: 8px;
}
[part~='third-party-title'] {
  margin: 0;
  color: var(--mlp-color-muted);
  font-size: 0.9em;
  font-weight: 400;
  text-align: center;
}
[part~='third-party-buttons'] {
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 8px;
}
[part~='alert'] {
  box-sizing: border-box;
  width: min(340px, calc(100vw - 48px));
  padding: 20px;
  border: none;
  border-radius: var(--mlp-radius);
  background: var(--mlp-color-background);
  color: var(--mlp-color-text);
  font-family: var(--mlp-font-family);
  box-shadow: var(--mlp-shadow);
}
[part~='alert']::backdrop {
  background: rgb(0 0 0 / 0.3);
}
[part~='alert-title'] {
  margin: 0 0 8px;
  font-size: 1.1em;
}
[part~='alert-buttons'] {
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-block-start: 16px;
}
`;
