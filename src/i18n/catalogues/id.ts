import { firstId } from '../first/id.ts';
import { laterId } from '../later/laterId.ts';
import type { Catalogue } from './en.ts';

/** The whole catalogue (see en.ts). */
export const id: Catalogue = { ...firstId, ...laterId };
