import { firstMs } from '../first/ms.ts';
import { laterMs } from '../later/laterMs.ts';
import type { Catalogue } from './en.ts';

/** The whole catalogue (see en.ts). */
export const ms: Catalogue = { ...firstMs, ...laterMs };
