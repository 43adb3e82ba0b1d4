/** Region settings of spec section 3: country id, currency, languages and phone dial codes. */
import type { Language } from './languages.ts';

/** Regions where the popup is offered (spec section 9). */
export const SUPPORTED_REGIONS = ['sg', 'my', 'ph', 'th', 'id', 'vn'] as const;
export type Region = (typeof SUPPORTED_REGIONS)[number];

/** Sister-brand regions: their settings exist, the popup is not offered there. */
export type SisterRegion = 'bd' | 'lk' | 'mm' | 'np' | 'pk';

export interface RegionSettings {
  /** Upper-case region id, as the server and the preference cookie spell it. */
  readonly regionID: string;
  /** Numeric country id, three digits with leading zeros. */
  readonly countryId: string;
  readonly currency: string;
  /** The first language is the region's default. Empty where the spec does not show them. */
  readonly languages: readonly Language[];
}

export interface PopupRegionSettings extends RegionSettings {
  readonly languages: readonly [Language, ...Language[]];
  /** International dial code without the plus sign. */
  readonly dialCode: string;
}

export const REGIONS: Readonly<Record<Region, PopupRegionSettings>> = {
  id: { regionID: 'ID', countryId: '360', currency: 'IDR', languages: ['id', 'en'], dialCode: '62' },
  my: { regionID: 'MY', countryId: '458', currency: 'MYR', languages: ['en', 'ms', 'zh'], dialCode: '60' },
  ph: { regionID: 'PH', countryId: '608', currency: 'PHP', languages: ['en'], dialCode: '63' },
  sg: { regionID: 'SG', countryId: '702', currency: 'SGD', languages: ['en', 'zh'], dialCode: '65' },
  th: { regionID: 'TH', countryId: '764', currency: 'THB', languages: ['th', 'en'], dialCode: '66' },
  vn: { regionID: 'VN', countryId: '704', currency: 'VND', languages: ['vi', 'en'], dialCode: '84' },
};

export const SISTER_REGIONS: Readonly<Record<SisterRegion, RegionSettings>> = {
  bd: { regionID: 'BD', countryId: '050', currency: 'BDT', languages: [] },
  lk: { regionID: 'LK', countryId: '144', currency: 'LKR', languages: [] },
  mm: { regionID: 'MM', countryId: '104', currency: 'MMK', languages: [] },
  np: { regionID: 'NP', countryId: '524', currency: 'NPR', languages: [] },
  pk: { regionID: 'PK', countryId: '586', currency: 'PKR', languages: [] },
};

export const DEFAULT_REGION: Region = 'sg';

/** The region named by `value` (any case), or undefined when it is not one the popup serves. */
export function parseRegion(value: string | null | undefined): Region | undefined {
  const lower = value?.trim().toLowerCase();
  return SUPPORTED_REGIONS.find((region) => region === lower);
}
