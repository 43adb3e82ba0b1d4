/**
 * The phone-code tab of Login, which comes with the later screens (laterParts.ts): the way to Login
 * is shorter by the phone form, and a shopper who used the code tab last has it fetched with what
 * the popup shows first (see `prefetchOpen` in Popup.tsx).
 */
import type { ComponentType } from 'react';
import { moduleSlot, type ModuleSlot } from '../../ui/loadedModules.ts';

export const codeLoginModule: ModuleSlot<ComponentType> = moduleSlot(() => import('unit:laterParts').then((parts) => parts.CodeLogin));
