/**
 * The popup's tap targets (issue 31; WCAG 2.5.5): every button, link and form control offers a
 * finger at least 44×44 px on a phone. Buttons, tabs, fields and pickers are 44 px tall; what is
 * drawn smaller (a text link, the header's round buttons, a radio's or checkbox's row) keeps its
 * look and place, its box grown by padding and given back by a negative margin, so that nothing
 * around it moves. Appended after the shared controls' styles (ui/controlStyles.ts), which the
 * member area keeps as they are. The native pickers' 24 px option rows stay (the spec's).
 */
export const TAP_TARGETS_CSS = /* css */ `
[part~='button'],
[part~='tab'],
[part~='select'] {
  min-height: 44px;
}
/*
 * Taller controls make a long screen scroll sooner, and a classic scrollbar (Firefox's) takes its
 * width from the row of the two third-party buttons: their inline padding gives it back at 320 px.
 */
[part~='third-party-button'] {
  padding-inline: 10px;
}
/* The field's box is 44 px; the input and the password toggle fill it, over its 1 px border. */
[part~='control'] {
  box-sizing: border-box;
  min-height: 44px;
}
[part~='control'] > [part~='input'],
[part~='control'] > [part~='phone-prefix'],
[part~='control'] > [part~='password-toggle'] {
  margin-block: -1px;
}
[part~='password-toggle'] {
  width: 44px;
}
[part~='back-button'],
[part~='close-button'] {
  width: 44px;
  height: 44px;
  margin: -6px;
}
/* Grown towards the dialog's edge only: the toasts hang beside it, as far in as its 36 px go (styles.ts). */
[part~='switch-button'] {
  width: 44px;
  height: 44px;
  margin-block: -4px;
  margin-inline-end: -8px;
}
/* 14 px above and below a line of text: 44 px with the popup's 16 px lines, and the line keeps its height. */
[part~='link'] {
  display: inline-block;
  box-sizing: border-box;
  min-width: 44px;
  min-height: 44px;
  padding-block: 14px;
  margin-block: -14px;
  text-align: center;
}
[part~='choice'] {
  box-sizing: border-box;
  min-width: 44px;
  min-height: 44px;
  margin-block: -14px;
}
/* A checkbox is ticked through its label, the row's text beside it. */
[part~='checkbox'] > label {
  box-sizing: border-box;
  min-height: 44px;
  padding-block: 6px;
  margin-block: -6px;
}
`;
