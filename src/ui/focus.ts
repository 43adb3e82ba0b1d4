/** Focus helpers that see through shadow roots. */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focused element, looking into open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The elements inside `container` that Tab reaches, in document order. */
export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0);
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab goes to the first, from the
 * first Shift+Tab goes to the last. Returns true when it moved the focus.
 */
export function trapTab(event: KeyboardEvent, container: Element): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return false;
  const active = deepActiveElement();
  const inside = active !== null && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    first.focus();
  } else {
    return false;
  }
  event.preventDefault();
  return true;
}

/** The fields a screen can start on: typed or chosen, not read-only, not hidden. */
const FIELDS = 'input:not([disabled]):not([readonly]):not([type="hidden"]):not([hidden]), select:not([disabled]), textarea:not([disabled])';

/**
 * Moves the focus into a screen that just showed: to its first field, else to the popup's title
 * (which screen readers then announce). Nothing moves when the focus is already inside `screen`,
 * so that a shopper who got there first keeps their place.
 */
export function focusScreen(screen: Element): void {
  const active = deepActiveElement();
  if (active && screen.contains(active) && active !== screen) return;
  const field = focusableIn(screen).find((element) => element.matches(FIELDS));
  if (field) {
    field.focus();
    return;
  }
  screen.closest('[part~="dialog"]')?.querySelector<HTMLElement>('[part~="title"]')?.focus();
}

/** Whether `element` can take the focus now: in the document, shown, not disabled. */
export function canTakeFocus(element: Element): element is HTMLElement | SVGElement {
  if (!(element instanceof HTMLElement || element instanceof SVGElement) || !element.isConnected) return false;
  if (element.closest('[hidden], [inert]') || element.getClientRects().length === 0) return false;
  return !(element as HTMLElement & { disabled?: boolean }).disabled;
}

let pointerDown = false;
let listening = false;
const afterRelease: (() => void)[] = [];

/** Starts watching the pointer buttons (once; a field calls it when it takes the focus). */
export function watchPointer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pointerdown', () => (pointerDown = true), true);
  const release = () => {
    if (!pointerDown) return;
    pointerDown = false;
    // After the click that this release makes has been dispatched.
    setTimeout(() => {
      for (const run of afterRelease.splice(0)) run();
    });
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * Runs `change` now, or, while a pointer button is held (the blur came from a press elsewhere),
 * once it is released and its click has landed: a message that grows the layout never moves the
 * control the shopper is clicking.
 */
export function whenPointerReleased(change: () => void): void {
  if (pointerDown) afterRelease.push(change);
  else change();
}
