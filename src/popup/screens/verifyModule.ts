/**
 * Verify's code, with the phone formats it shows a number in: a chunk of its own, which a password
 * login never downloads. Fetched when the phone-code tab, Registry or ForgetPassword shows (while
 * the shopper types what the code goes to), or when the popup opens on Verify.
 */
import type { ComponentType } from 'react';
import { moduleSlot, type ModuleSlot } from '../../ui/loadedModules.ts';

export const verifyModule: ModuleSlot<ComponentType> = moduleSlot(() => import('unit:verify').then((module): ComponentType => module.default));
