import { firstZh } from '../first/zh.ts';
import { laterZh } from '../later/laterZh.ts';
import type { Catalogue } from './en.ts';

/** The whole catalogue (see en.ts). */
export const zh: Catalogue = { ...firstZh, ...laterZh };
