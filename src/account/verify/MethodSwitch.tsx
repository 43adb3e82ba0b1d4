/** The verification's other methods, as buttons: choosing one opens it in place of the current one. */
import { useId } from 'react';
import type { ChoiceMethod, VerificationChoice } from '../../flows/account/security.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { useAccountText } from '../common/accountText.ts';

export const METHOD_LABELS: Readonly<Record<ChoiceMethod, AccountMessageKey>> = {
  passkey: 'verify.method.passkey',
  push: 'verify.method.push',
  sms: 'verify.method.sms',
  password: 'verify.method.password',
  email: 'verify.method.email',
  emailLink: 'verify.method.emailLink',
  slider: 'verify.method.slider',
  question: 'verify.method.question',
};

/** The other methods, as buttons: choosing one opens it in place of the current one. */
export function MethodSwitch({
  choices,
  current,
  onChoose,
}: {
  choices: readonly VerificationChoice[];
  current: ChoiceMethod;
  onChoose: (method: ChoiceMethod) => void;
}) {
  const t = useAccountText();
  const others = choices.filter((choice) => choice.method !== current);
  const id = useId();
  if (others.length === 0) return null;
  return (
    <section part="method-switch" aria-labelledby={id}>
      <h3 id={id} part="label">
        {t('verify.switch')}
      </h3>
      <ul part="methods">
        {others.map((choice) => (
          <li key={choice.method}>
            <button type="button" part="link" onClick={() => onChoose(choice.method)}>
              {t(METHOD_LABELS[choice.method], { target: choice.target ?? '' })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
