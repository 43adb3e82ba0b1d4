/**
 * Qrcode (spec sections 2 and 4): the QR image of `qrLoginUrl` polled at the server's interval,
 * the scan-completed state, the error view with Rescan after a failed login or a lost connection,
 * and the computer icon back to Login. Polling stops when the screen or the popup closes.
 */
import { useSetAtom } from '../../ui/atomHooks.ts';
import { useCallback, useEffect, useState } from 'react';
import { navigateAtom } from '../../state/atoms.ts';
import * as QrFlows from '../../flows/qrLogin.ts';
import { useChunkErrorToast, useElementAction } from '../../ui/actions.ts';
import { flowsBeside } from '../run/flowsBeside.ts';
import { usePopupSession } from '../run/popupSession.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { qrImage, QR_SIZE } from './qrImage.ts';
import { svg } from '../../ui/controls/icons.tsx';
import { SwitchButton } from '../ui/SwitchButton.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';

export const QRCODE_TOOLTIP_DELAY_MS = 1000;

/** The computer of the switch back to Login, decorative (its button carries the text). */
function ComputerIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M3 5h18v11H3zM8 20h8M12 16v4" strokeLinejoin="round" />
    </svg>
  );
}

/** The QR login's flows come with this screen's chunk, beside the popup's (see `flowsBeside`). */
const qrFlowsOf = flowsBeside(() => Promise.resolve(QrFlows));

type View =
  | { readonly type: 'loading' }
  | { readonly type: 'code'; readonly image: string; readonly scanned: boolean }
  | { readonly type: 'error'; readonly message: string };

export default function Qrcode() {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  // Rescan starts a new round: the code area is made anew, and with it a new poll.
  const [round, setRound] = useState(0);
  const rescan = useCallback(() => setRound((value) => value + 1), []);
  const ref = useScreenFocus<HTMLDivElement>();

  return (
    <div part="screen screen-qrcode" ref={ref}>
      <div part="screen-top">
        <SwitchButton
          icon={<ComputerIcon />}
          label={t('qrcode.passwordSwitch')}
          tooltip={t('qrcode.passwordSwitch')}
          tooltipDelayMs={QRCODE_TOOLTIP_DELAY_MS}
          onClick={() => navigate({ type: 'replace', route: { name: 'Login' } })}
        />
      </div>
      <p part="text">{t('qrcode.instructions')}</p>
      <QrArea key={round} onRescan={rescan} />
    </div>
  );
}

/** The code of one round: the QR login's journey, run beside the screen until the round ends (Rescan) or the screen goes. */
function QrArea({ onRescan }: { onRescan: () => void }) {
  const { t } = useElementEnv();
  const qrFlows = qrFlowsOf(usePopupSession());
  const run = useElementAction(qrFlows);
  const toastError = useChunkErrorToast(qrFlows);
  const [view, setView] = useState<View>({ type: 'loading' });

  useEffect(() => {
    const round = new AbortController();
    const { signal } = round;
    void run(
      'qrLogin',
      {
        code: (session) => {
          qrImage(session.qrLoginUrl).then(
            (image) => signal.aborted || setView({ type: 'code', image, scanned: false }),
            (error: unknown) => {
              console.error('member-login-popup: the QR image could not be made', error);
              if (!signal.aborted) setView({ type: 'error', message: t('qrcode.connection') });
            },
          );
        },
        scanned: () => setView((current) => (current.type === 'code' ? { ...current, scanned: true } : current)),
        statusError: (error) => toastError(error),
        connectionError: (error) => {
          console.error('member-login-popup: no QR code could be made', error);
          setView({ type: 'error', message: t('qrcode.connection') });
        },
      },
      { background: signal, failed: (message) => setView({ type: 'error', message }) },
    );
    return () => round.abort();
  }, [t, run, toastError]);

  return (
    <div part="qr" aria-live="polite">
      {view.type === 'loading' ? <div part="qr-placeholder" style={{ width: QR_SIZE, height: QR_SIZE }} /> : null}
      {view.type === 'code' ? (
        <>
          <img part={view.scanned ? 'qr-image qr-image-scanned' : 'qr-image'} src={view.image} alt={t('qrcode.image')} width={QR_SIZE} height={QR_SIZE} />
          {view.scanned ? <p part="qr-scanned">{t('qrcode.scanned')}</p> : null}
        </>
      ) : null}
      {view.type === 'error' ? (
        <div part="qr-error">
          <p part="text">{view.message}</p>
          <button type="button" part="button button-primary" onClick={onRescan}>
            {t('qrcode.rescan')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
