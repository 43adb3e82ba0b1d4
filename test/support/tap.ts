/**
 * A finger's tap: a real click (`sendMouse`, in every engine) at the centre of what the shopper
 * sees of an element, once it is scrolled into view as a shopper would scroll to it. What the
 * finger lands on is checked first: a control covered by something else (a menu stuck over the
 * page) fails with what covers it, rather than being typed into behind it.
 */
import { sendMouse } from '@web/test-runner-commands';

/** The centre of `target` in the viewport, in whole pixels as a pointer has them. */
export function centreOf(target: Element): [number, number] {
  const box = target.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** The innermost element at `x`, `y`, through every open shadow root on the way. */
export function deepElementFromPoint(x: number, y: number): Element | null {
  let found = document.elementFromPoint(x, y);
  while (found?.shadowRoot) {
    const inner = found.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === found) break;
    found = inner;
  }
  return found;
}

/** What a tap at the centre of `control` would land on, when it is not the control (or inside it, or its label). */
export function coveredBy(control: Element): string | undefined {
  const [x, y] = centreOf(control);
  const hit = deepElementFromPoint(x, y);
  if (hit && (control.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === control))) return undefined;
  const describe = (element: Element | null) =>
    element
      ? `<${element.localName}${element.getAttribute('part') ? ` part="${element.getAttribute('part')}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
  return `a tap at (${x}, ${y}) on ${describe(control)} lands on ${describe(hit)}`;
}

/** Scrolls `control` into view and taps its centre; fails when something else would get the tap. */
export async function tap(control: Element): Promise<void> {
  control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const covered = coveredBy(control);
  if (covered) throw new Error(covered);
  await sendMouse({ type: 'click', position: centreOf(control) });
}
