import { firstTh } from '../first/th.ts';
import { laterTh } from '../later/th.ts';
import type { Catalogue } from './en.ts';

/** The whole catalogue (see en.ts). */
export const th: Catalogue = { ...firstTh, ...laterTh };
