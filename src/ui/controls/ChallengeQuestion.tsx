/**
 * The question an element asks when the browser blocked the anti-bot challenge's window (it was
 * opened after the network answer, not in a click): Continue opens the window in its own click
 * handler, a user gesture every engine honours; Cancel or Escape declines, and the held calls fail
 * as a challenge not passed. The popup shows it over its screen, the member area over its page.
 */
import type { MessageKey } from '../../i18n/catalogue.ts';
import { AlertDialog } from './AlertDialog.tsx';

export interface ChallengeQuestionProps {
  readonly t: (key: MessageKey) => string;
  /** Opens the window; called synchronously in Continue's click. */
  readonly proceed: () => void;
  readonly decline: () => void;
}

export function ChallengeQuestion({ t, proceed, decline }: ChallengeQuestionProps) {
  return (
    <AlertDialog title={t('challenge.title')} confirmLabel={t('challenge.continue')} onConfirm={proceed} cancelLabel={t('common.cancel')} onCancel={decline}>
      {t('challenge.text')}
    </AlertDialog>
  );
}
