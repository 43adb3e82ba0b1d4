/**
 * Copies a text the shopper reads beside it (an order number): the clipboard when the browser
 * allows it, else the text is selected so the shopper copies it from their keyboard or menu. The
 * outcome is said in a polite live region beside the button ("Copied"), for a few seconds.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { svg } from '../../ui/controls/icons.tsx';
import { useAccountText } from '../common/accountText.ts';

const SAID_MS = 4000;

/** Selects the text of `target`, so that the shopper (or the browser's copy command) can copy it. */
function select(target: HTMLElement | null): boolean {
  const selection = target?.ownerDocument.getSelection();
  if (!target || !selection) return false;
  selection.selectAllChildren(target);
  return true;
}

async function copy(text: string, target: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard here (an insecure page, a refused permission): the text is selected instead.
    return select(target) && target?.ownerDocument.execCommand('copy') === true;
  }
}

export function CopyButton({ text, target }: { text: string; target: RefObject<HTMLElement | null> }) {
  const t = useAccountText();
  const [said, setSaid] = useState<'copied' | 'failed'>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const copied = await copy(text, target.current);
    if (!copied) select(target.current);
    setSaid(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaid(undefined), SAID_MS);
  };

  return (
    <>
      <button type="button" part="copy-button" aria-label={t('orders.copy')} title={t('orders.copy')} onClick={() => void onClick()}>
        <svg {...svg} width={18} height={18} aria-hidden="true">
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
      </button>
      <span part="copy-status" role="status">
        {said ? t(said === 'copied' ? 'orders.copied' : 'orders.copyFailed') : ''}
      </span>
    </>
  );
}
