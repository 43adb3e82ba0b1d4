/**
 * The member hosts of spec section 7: "The member host differs per country, with a separate host
 * for a different mode". Each host attribute takes one origin, or one per region (`sg=…,my=…`, as
 * the third-party ids do). The other mode's host receives the gateway's retry in the other mode
 * (`WV_ERR::PARAM_PARSE_ERROR`, spec section 4).
 */
import type { Region } from './regions.ts';
import { idForRegion } from './thirdParty.ts';

export interface MemberHosts {
  /** Origin of the REST calls (`/user/api/…`); empty for this page's. */
  readonly member: string;
  /** Origin of the gateway calls; empty for this page's. */
  readonly gateway: string;
  /** Origin of the gateway's retry in the other mode; the gateway's own when not set. */
  readonly otherMode: string;
}

type HostAttributes = Readonly<Partial<Record<'member-host' | 'gateway-host' | 'other-mode-host', string>>>;

/** The origin `value` names for `region` (http or https, nothing after the host), else empty. */
export function hostForRegion(value: string | undefined, region: Region): string {
  // One URL (its query may hold `=`), or `region=origin` pairs.
  const text = /^\s*https?:\/\//i.test(value ?? '') ? value?.trim() : idForRegion(value, region);
  if (!text) return '';
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

export function memberHosts(attributes: HostAttributes, region: Region): MemberHosts {
  const gateway = hostForRegion(attributes['gateway-host'], region);
  return {
    member: hostForRegion(attributes['member-host'], region),
    gateway,
    otherMode: hostForRegion(attributes['other-mode-host'], region) || gateway,
  };
}
