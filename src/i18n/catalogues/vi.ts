import { firstVi } from '../first/vi.ts';
import { laterVi } from '../later/vi.ts';
import type { Catalogue } from './en.ts';

/** The whole catalogue (see en.ts). */
export const vi: Catalogue = { ...firstVi, ...laterVi };
