/**
 * The main site of each region and its static pages (spec section 2: terms of use and privacy
 * policy on the main site, the help centre and its live-up page). The `main-site` attribute
 * replaces the default, with one origin or one per region, as the host attributes do.
 */
import { hostForRegion } from './hosts.ts';
import type { Region } from './regions.ts';

export const MAIN_SITES: Readonly<Record<Region, string>> = {
  sg: 'https://www.lazada.sg',
  my: 'https://www.lazada.com.my',
  ph: 'https://www.lazada.com.ph',
  th: 'https://www.lazada.co.th',
  id: 'https://www.lazada.co.id',
  vn: 'https://www.lazada.vn',
};

export const TERMS_PATH = '/terms-of-use';
export const PRIVACY_PATH = '/privacy-policy';
export const HELP_CENTRE_PATH = '/helpcenter';
export const LIVE_UP_PATH = '/helpcenter/liveup';

export interface StaticLinks {
  /** The main site's home page (where "Start shopping" leads). */
  readonly home: string;
  readonly terms: string;
  readonly privacy: string;
  readonly helpCentre: string;
  readonly liveUp: string;
}

/** The static pages of the region's main site (the `main-site` attribute's, else the region's own). */
export function staticLinks(mainSiteAttribute: string | undefined, region: Region): StaticLinks {
  const site = hostForRegion(mainSiteAttribute, region) || MAIN_SITES[region];
  return {
    home: `${site}/`,
    terms: `${site}${TERMS_PATH}`,
    privacy: `${site}${PRIVACY_PATH}`,
    helpCentre: `${site}${HELP_CENTRE_PATH}`,
    liveUp: `${site}${LIVE_UP_PATH}`,
  };
}
