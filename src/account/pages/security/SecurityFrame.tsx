/**
 * A security page's frame: its heading, and the member's security once loaded (loading and a
 * failure with Try again in place before that).
 */
import type { ReactNode } from 'react';
import type { Security } from '../../../flows/account/model.ts';
import { useAccountText } from '../../common/accountText.ts';
import { LoadFailed, Loading } from '../../parts/LoadState.tsx';
import { PageFrame } from '../../parts/PageFrame.tsx';
import { useSecurity } from './useSecurity.ts';

export function SecurityFrame({ title, children }: { title: string; children: (security: Security) => ReactNode }) {
  const load = useSecurity();
  return (
    <PageFrame title={title}>
      {load.kind === 'loading' ? <Loading /> : load.kind === 'failed' ? <LoadFailed message={load.message} retry={load.retry} /> : children(load.value)}
    </PageFrame>
  );
}

/** "Sign out of every other device", ticked by default (ASVS 7.4.3), under a credential change. */
export function SignOutOthers({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useAccountText();
  return (
    <label part="choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{t('security.signOutOthers')}</span>
    </label>
  );
}
