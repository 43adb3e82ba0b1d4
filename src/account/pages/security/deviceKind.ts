import type { DeviceSession } from '../../../kernel/contract/security.ts';
import type { AccountTranslate } from '../../../i18n/accountCatalogue.ts';

/** "Chrome on Android" in the member's language; the browser or the system alone when only one is known. */
export function deviceKind(t: AccountTranslate, { browser, system }: Pick<DeviceSession, 'browser' | 'system'>): string {
  if (browser && system) return t('devices.on', { browser, system });
  return browser ?? system ?? t('devices.unknown');
}
