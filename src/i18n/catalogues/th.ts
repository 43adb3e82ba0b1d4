import { firstTh } from '../first/th.ts';
import { laterTh } from '../later/laterTh.ts';
import type { Catalogue } from './en.ts';

/** The whole catalogue (see en.ts). */
export const th: Catalogue = { ...firstTh, ...laterTh };
