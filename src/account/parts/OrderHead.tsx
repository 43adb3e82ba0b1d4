/**
 * An order's head, on its card and on its page: the number on one line (one tap selects it whole)
 * with its copy button, and the status.
 */
import { useRef } from 'react';
import type { Order } from '../../flows/account/model.ts';
import { useAccountText } from '../common/accountText.ts';
import { CopyButton } from './CopyButton.tsx';

/** `numberId` names the number's line, for a card labelled by it. */
export function OrderHead({ order, numberId }: { order: Pick<Order, 'number' | 'status'>; numberId?: string }) {
  const t = useAccountText();
  const number = useRef<HTMLSpanElement>(null);
  return (
    <div part="order-head">
      <p part="order-number-line" id={numberId}>
        <span part="order-number-label">{t('orders.number')}</span>{' '}
        <span part="order-number" dir="ltr" ref={number}>
          {order.number}
        </span>
      </p>
      <CopyButton text={order.number} target={number} />
      <span part="badge order-status">{t(`orders.status.${order.status}`)}</span>
    </div>
  );
}
