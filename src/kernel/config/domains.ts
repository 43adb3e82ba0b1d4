/**
 * The redirect allow-list of spec section 9, as configuration: the provider's country sites, its
 * group, payment-partner, parent-group, shopping-site and local-brand domains. A domain allows
 * itself and every subdomain. Hosts replace or extend it with `redirectAllowList({ … })`.
 */
export interface AllowedDomains {
  readonly countrySites: readonly string[];
  readonly group: readonly string[];
  readonly payment: readonly string[];
  readonly parentGroup: readonly string[];
  readonly shopping: readonly string[];
  readonly localBrands: readonly string[];
}

export const DEFAULT_ALLOWED_DOMAINS: AllowedDomains = {
  countrySites: ['lazada.sg', 'lazada.com.my', 'lazada.com.ph', 'lazada.co.th', 'lazada.co.id', 'lazada.vn'],
  group: ['lazada.com'],
  payment: ['alipay.com'],
  parentGroup: ['alibaba.com'],
  shopping: ['taobao.com'],
  localBrands: ['daraz.com.bd', 'daraz.lk', 'daraz.com.np', 'daraz.pk', 'shop.com.mm'],
};

function normalised(domains: readonly string[]): readonly string[] {
  return domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean);
}

/** Every allowed domain, lower-case. */
export function redirectAllowList(domains: Partial<AllowedDomains> = {}): readonly string[] {
  return normalised(Object.values({ ...DEFAULT_ALLOWED_DOMAINS, ...domains }).flat());
}

/** The URL-jump helper's narrower list: the provider's own sites and the payment partner. */
export function jumpAllowList(domains: Partial<AllowedDomains> = {}): readonly string[] {
  const { countrySites, group, payment } = { ...DEFAULT_ALLOWED_DOMAINS, ...domains };
  return normalised([...countrySites, ...group, ...payment]);
}
