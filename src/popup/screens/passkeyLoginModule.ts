/** Login's passkey parts (`passkey/PasskeyLogin.tsx`), a unit of their own: Login shows without them, and they come as it renders. */
import type { ComponentType } from 'react';
import { moduleSlot, type ModuleSlot } from '../../ui/loadedModules.ts';

export const passkeyLoginModule: ModuleSlot<ComponentType> = moduleSlot(() => import('unit:passkeyLogin').then((unit) => unit.default));
