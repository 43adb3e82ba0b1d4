/**
 * Add or change mobile (`#/mobile/send`, the spec's member path): the number now (masked) or none
 * yet; a new number in the element's region, checked by the popup's phone rule; Send code, which
 * the service lets through only after a verification of the member (the current number, or
 * another method: the dialog opens by itself); then the code sent to the new number. The old
 * number keeps working until the new one is confirmed. A pasted number with its country code keeps
 * only the national number.
 */
import { REGIONS } from '../../../kernel/config/regions.ts';
import { nationalDigits } from '../../../rules/phoneInput.ts';
import { TextField } from '../../../ui/controls/TextField.tsx';
import { bind, useField } from '../../../ui/controls/useField.ts';
import { useElementEnv } from '../../../ui/ElementEnv.ts';
import { useAccountText } from '../../common/accountText.ts';
import { ChangeByCode } from './CodeConfirm.tsx';
import { SecurityFrame } from './SecurityFrame.tsx';

export function ChangeMobile() {
  const t = useAccountText();
  return (
    <SecurityFrame title={t('mobile.title')}>
      {(security) => (
        <>
          <p part="text">{security.phone ? t('mobile.current', { phone: security.phone }) : t('mobile.none')}</p>
          <MobileForm />
        </>
      )}
    </SecurityFrame>
  );
}

function MobileForm() {
  const t = useAccountText();
  const { region } = useElementEnv();
  const phone = useField('phone', { region });
  const prefix = REGIONS[region].dialCode;
  return (
    <ChangeByCode
      field={phone}
      target={`+${prefix} ${phone.value}`}
      backLabel={t('mobile.changeNumber')}
      send={(run, resend, handlers) => run('sendPhoneChange', { prefix, number: phone.value, channel: 'SMS', resend }, handlers)}
      confirm="confirmPhoneChange"
    >
      <TextField
        label={t('mobile.new')}
        type="tel"
        name="phone"
        inputMode="numeric"
        autoComplete="tel-national"
        {...bind(phone)}
        // A pasted "+65 9876 5432" keeps the number, not the country code in front of it.
        onValue={(value) => phone.setValue(nationalDigits(value, prefix))}
        prefix={<span part="phone-prefix">+{prefix}</span>}
      />
    </ChangeByCode>
  );
}
