/** What a member without orders sees, on the dashboard and My orders: the way back to shopping (the main site's home). */
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import { useAccountText } from '../common/accountText.ts';

export function NoOrders({ text }: { text: 'orders.empty' | 'orders.emptyFiltered' | 'orders.emptyStatus' }) {
  const t = useAccountText();
  const links = useStaticLinks();
  return (
    <div part="empty">
      <p part="text">{t(text)}</p>
      <a part="button button-primary" href={links.home}>
        {t('orders.shop')}
      </a>
    </div>
  );
}
