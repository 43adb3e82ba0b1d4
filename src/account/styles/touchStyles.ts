/**
 * Tap targets of the member area, at every width: buttons, links, menu entries and form controls
 * are at least 44 by 44 px, as a fingertip needs (WCAG 2.5.5; the spec's 24 px dropdown rows of
 * the popup are not here). A checkbox or radio is drawn 22 px, and its label, which a tap toggles
 * too, makes the 44 px target. Comes after the shared controls' styles, which it enlarges.
 */
export const TOUCH_CSS = /* css */ `
[part~='button'],
[part~='back'] {
  box-sizing: border-box;
  min-width: 44px;
  min-height: 44px;
}
[part~='link'] {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 44px;
  min-height: 44px;
}
[part~='menu-link'] {
  min-height: 44px;
}
[part~='input'],
[part~='select'] {
  box-sizing: border-box;
  min-height: 44px;
}
[part~='password-toggle'] {
  width: 44px;
}
[part~='slider'] {
  min-height: 44px;
}
input[type='checkbox']:not([part~='switch']),
input[type='radio'] {
  flex: none;
  width: 22px;
  height: 22px;
  margin: 0;
}
[part~='choice'],
[part~='checkbox'],
[part~='switch-row'] {
  box-sizing: border-box;
  min-height: 44px;
  min-width: 44px;
  align-items: center;
  cursor: pointer;
}
[part~='choices'] {
  flex-wrap: wrap;
  column-gap: 16px;
}
`;
