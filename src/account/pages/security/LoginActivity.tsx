/**
 * The Devices page's login activity: the account's logins of the last 30 days, newest first, each
 * with its browser and system (in the member's language), when, the network it came from, and
 * "New device" when the account had not seen it (its contacts were told). A member who does not
 * recognise one signs that device out above and changes the password.
 */
import { useId } from 'react';
import type { LoginActivity as Login } from '../../../kernel/contract/security.ts';
import { useElementEnv } from '../../../ui/ElementEnv.ts';
import { useAccountText } from '../../common/accountText.ts';
import { deviceKind } from './deviceKind.ts';

export function LoginActivity({ logins }: { logins: readonly Login[] }) {
  const t = useAccountText();
  const { language } = useElementEnv();
  const headingId = useId();
  if (logins.length === 0) return null;
  const when = (at: number) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <section aria-labelledby={headingId} part="login-activity">
      <h2 id={headingId} part="card-title section-title">
        {t('devices.activityTitle')}
      </h2>
      <p part="text">{t('devices.activityHint')}</p>
      <ul part="addresses login-activity-list">
        {logins.map((login) => (
          <li key={`${login.at}-${login.network}-${login.browser ?? ''}-${login.system ?? ''}`} part="card login">
            <p part="card-title">{deviceKind(t, login)}</p>
            <p part="text">{when(login.at)}</p>
            <p part="text">{t('devices.activityNetwork', { network: login.network })}</p>
            {login.newDevice ? (
              <p part="text">
                <span part="badge new-device">{t('devices.activityNew')}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
