/**
 * The sign-up's own chunk (signupParts.ts): Registry's phone or e-mail choice, the e-mail sign-up
 * and the guest page's variant, with their texts. Fetched when Registry shows, or when
 * ProfileComplete has guest orders to tell of: a password login never downloads it.
 */
import { moduleSlot, type ModuleSlot } from '../../ui/loadedModules.ts';
import type * as SignupParts from './signupParts.ts';

export const signupModule: ModuleSlot<typeof SignupParts> = moduleSlot(() => import('unit:signupParts'));
