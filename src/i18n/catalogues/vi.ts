import { firstVi } from '../first/vi.ts';
import { laterVi } from '../later/laterVi.ts';
import type { Catalogue } from './en.ts';

/** The whole catalogue (see en.ts). */
export const vi: Catalogue = { ...firstVi, ...laterVi };
