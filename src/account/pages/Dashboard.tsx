/**
 * The dashboard (`#/profile/my`), the account home: the member's card (avatar, name, masked e-mail
 * and phone, member level), the orders by status with the latest orders (as a marketplace app's "Me"
 * puts them first), then the profile, the default addresses and the promotion opt-ins, each card
 * leading to the page that changes it; above them, while an old
 * grocery-brand account is offered, the way to merge it. Under the orders, where this device could
 * log the member in with a passkey they do not have yet, the offer to add one. On a phone-sized element the menu follows,
 * in groups (`Menu.tsx`).
 */
import type { AccountOverview } from '../../flows/account/model.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { accountHash } from '../../state/accountRoutes.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { formatDate } from '../common/format.ts';
import { AddressLines } from '../parts/AddressCard.tsx';
import { OrderRow } from '../parts/OrderRow.tsx';
import { NoOrders } from '../parts/NoOrders.tsx';
import { OrderShortcuts } from '../parts/OrderShortcuts.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';
import { LegacyMergeNoticeSlot, PasskeyOfferSlot } from '../slots/LegacyMergeSlot.tsx';

export function Dashboard({ overview }: { overview: AccountOverview }) {
  const t = useAccountText();
  const { language, region } = useElementEnv();
  const { profile, latestOrders, addresses } = overview;
  const shipping = addresses.find((address) => address.isDefaultShipping);
  const billing = addresses.find((address) => address.isDefaultBilling);
  const name = profile.fullName || profile.nickname;
  const level = profile.memberLevel && `level.${profile.memberLevel}`;
  const yesNo = (on: boolean) => t(on ? 'dashboard.subscribed' : 'dashboard.notSubscribed');
  return (
    <PageFrame
      title={name ? t('dashboard.hello', { name }) : t('menu.profile')}
      member={{
        initial: initialOf(name || profile.email || '?'),
        details: (
          <>
            {profile.email ? <p part="member-contact">{profile.email}</p> : null}
            {profile.phone ? (
              <p part="member-contact" dir="ltr">
                {profile.phone}
              </p>
            ) : null}
            {level ? <span part="badge">{level in LEVEL_KEYS ? t(level as AccountMessageKey) : profile.memberLevel}</span> : null}
          </>
        ),
      }}
    >
      <LegacyMergeNoticeSlot />
      <section part="card" aria-labelledby="mla-orders">
        <h2 id="mla-orders" part="card-title">
          {t('dashboard.latestOrders')}
          {latestOrders.length ? (
            <a part="link" href={accountHash({ name: 'orders', page: 1 })}>
              {t('dashboard.allOrders')}
            </a>
          ) : null}
        </h2>
        <OrderShortcuts counts={overview.orderCounts} />
        {latestOrders.length ? (
          <ul part="orders">
            {latestOrders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        ) : (
          <NoOrders text="orders.empty" />
        )}
      </section>
      {/* Under the orders: it comes after the member's data, and moves nothing the member is reading. */}
      <PasskeyOfferSlot />
      <div part="cards">
        <section part="card" aria-labelledby="mla-personal">
          <h2 id="mla-personal" part="card-title">
            {t('dashboard.personal')}
            <a part="link" href={accountHash({ name: 'profileEdit' })}>
              {t('account.edit')}
            </a>
          </h2>
          <dl part="facts">
            <dt>{t('profile.fullName')}</dt>
            <dd dir="auto">{profile.fullName || t('account.notSet')}</dd>
            <dt>{t('profile.nickname')}</dt>
            <dd dir="auto">{profile.nickname || t('account.notSet')}</dd>
            <dt>{t('dashboard.email')}</dt>
            <dd>{profile.email ?? t('account.notSet')}</dd>
            <dt>{t('dashboard.phone')}</dt>
            <dd dir="ltr">{profile.phone ?? t('account.notSet')}</dd>
            <dt>{t('profile.gender')}</dt>
            <dd>{profile.gender ? t(profile.gender === 'male' ? 'profile.male' : 'profile.female') : t('account.notSet')}</dd>
            <dt>{t('profile.birthday')}</dt>
            <dd>{profile.birthday ? formatDate(profile.birthday, language, region) : t('account.notSet')}</dd>
          </dl>
        </section>
        <section part="card" aria-labelledby="mla-addresses">
          <h2 id="mla-addresses" part="card-title">
            {t('dashboard.addresses')}
            <a part="link" href={accountHash({ name: 'addresses' })}>
              {t('menu.addresses')}
            </a>
          </h2>
          {shipping || billing ? (
            <>
              {shipping ? (
                <div>
                  <h3 part="label">{t('dashboard.defaultShipping')}</h3>
                  <AddressLines address={shipping} />
                </div>
              ) : null}
              {billing ? (
                <div>
                  <h3 part="label">{t('dashboard.defaultBilling')}</h3>
                  <AddressLines address={billing} />
                </div>
              ) : null}
            </>
          ) : (
            <>
              <p part="text">{t('dashboard.noAddress')}</p>
              <a part="link" href={accountHash({ name: 'addressNew' })}>
                {t('dashboard.addAddress')}
              </a>
            </>
          )}
        </section>
        <section part="card" aria-labelledby="mla-promotions">
          <h2 id="mla-promotions" part="card-title">
            {t('dashboard.promotions')}
            <a part="link" href={accountHash({ name: 'settings' })}>
              {t('account.edit')}
            </a>
          </h2>
          <dl part="facts">
            <dt>{t('settings.newsletter')}</dt>
            <dd>{yesNo(profile.newsletter)}</dd>
            <dt>{t('settings.sms')}</dt>
            <dd>{yesNo(profile.smsPromotions)}</dd>
          </dl>
        </section>
      </div>
    </PageFrame>
  );
}

/** The first letter the shopper sees of `name` (a whole grapheme: a Thai or Vietnamese letter with its marks), in capitals. */
function initialOf(name: string): string {
  const [first] = new Intl.Segmenter().segment(name.trim());
  return (first?.segment ?? '?').toLocaleUpperCase();
}

/** The member levels the catalogue names; another is shown as the service wrote it. */
const LEVEL_KEYS: Readonly<Record<string, true>> = { 'level.TRUSTED': true, 'level.NORMAL': true, 'level.VIP': true };
