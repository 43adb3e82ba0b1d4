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

/** Every allowed domain, lower-case. */
export function redirectAllowList(domains: Partial<AllowedDomains> = {}): readonly string[] {
  const merged = { ...DEFAULT_ALLOWED_DOMAINS, ...domains };
  return Object.values(merged)
    .flat()
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
}

/** The URL-jump helper's narrower list: the provider's own sites and the payment partner. */
export function jumpAllowList(domains: Partial<AllowedDomains> = {}): readonly string[] {
  const merged = { ...DEFAULT_ALLOWED_DOMAINS, ...domains };
  return [...merged.countrySites, ...merged.group, ...merged.payment].map((domain) => domain.toLowerCase());
}
