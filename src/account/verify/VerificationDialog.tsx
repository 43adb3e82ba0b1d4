/**
 * The verification a call asked for (the network layer's `verify` hook), over the member area: a
 * modal dialog, so the page behind is inert. Verified closes it and the call goes on; Cancel or
 * Escape, or a verification that ended rejected or expired, closes it and cancels the action:
 * what was typed on the page stays. The focus starts on the dialog and goes back where it was (or
 * to the page's heading, when the page moved on).
 */
import { useId, useRef, useState } from 'react';
import { verificationRequestAtom } from '../../state/account.ts';
import { cancelAction } from '../../ui/actions.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { useModalDialog } from '../parts/useModalDialog.ts';
import { Verification } from './Verification.tsx';

export function VerificationDialog() {
  const request = useAtomValue(verificationRequestAtom);
  // One dialog per request: a second request (the retried call asked again) starts afresh.
  return request ? <Shown key={request.needed.token} /> : null;
}

function Shown() {
  const t = useAccountText();
  const { store } = useElementEnv();
  const request = useAtomValue(verificationRequestAtom);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [ended, setEnded] = useState(false);
  const giveUp = () => {
    cancelAction(store);
    request?.settle(false);
  };
  const handlers = useModalDialog(ref, giveUp);

  if (!request) return null;
  return (
    <dialog ref={ref} part="alert verification-dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} {...handlers}>
      <Verification token={request.needed.token} titleId={titleId} onVerified={() => request.settle(true)} onEnded={() => setEnded(true)} />
      <div part="alert-buttons">
        <button type="button" part="button button-secondary" onClick={giveUp}>
          {t(ended ? 'verify.close' : 'common.cancel')}
        </button>
      </div>
    </dialog>
  );
}
