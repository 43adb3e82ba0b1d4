/**
 * Lays out a closed dialog once without showing it: displayed for one synchronous layout, hidden,
 * fixed in the corner, then put back, all in one task, so that nothing of it is ever painted and
 * nothing moves. The browser keeps what the first layout of its contents costs (the style sheet's
 * rules made ready, the fonts looked up, the text shaped): measured on a 4× slowed CPU, opening the
 * popup after this took about 70 ms instead of 150 (`npm run bench`).
 */
export function layOutUnseen(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  const { style } = dialog;
  const before = style.cssText;
  style.display = 'block';
  style.visibility = 'hidden';
  style.position = 'fixed';
  style.insetBlockStart = '0';
  style.insetInlineStart = '0';
  dialog.getBoundingClientRect();
  style.cssText = before;
}
