/**
 * The whole English catalogue: the texts on the way to Login (first/en.ts) and the later screens'
 * (later/laterEn.ts). It names the keys (`MessageKey`) and what a whole catalogue is (`Catalogue`). The
 * popup fetches the two parts apart, the member area and the module API the whole (catalogue.ts).
 */
import { firstEn, type FirstKey } from '../first/en.ts';
import { laterEn, type LaterKey } from '../later/laterEn.ts';

export const en = { ...firstEn, ...laterEn } as const;

export type MessageKey = FirstKey | LaterKey;
export type Catalogue = { readonly [K in MessageKey]: string };
