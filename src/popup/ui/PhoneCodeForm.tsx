/**
 * The phone form: the input with the region's read-only prefix and one button per delivery channel
 * the server offers (the first primary, and the one Enter sends by). An empty phone shows the
 * required message; an invalid one or the server's refusal shows at the phone field; PL-USER-RISK
 * says nothing. A sent code goes on to Verify (`flows/phoneCode.ts`). A pasted international number
 * of this region loses its country code.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { OtpType } from '../../kernel/contract/calls.ts';
import type { ChannelOption, DeliveryChannel } from '../../kernel/contract/entities.ts';
import { REGIONS } from '../../kernel/config/regions.ts';
import { useAction, useErrorToast, useFlows } from '../run/flowHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { SmsIcon, WhatsappIcon } from './channelIcons.tsx';
import { TextField } from '../../ui/controls/TextField.tsx';
import { nationalNumber } from '../../ui/controls/typedText.ts';
import { useField } from '../../ui/controls/useField.ts';

export interface PhoneCodeFormProps {
  readonly type: OtpType;
  readonly initialPhone?: string;
  readonly onPhone?: (phone: string) => void;
  /** A last check before sending (the terms box of sign-up); false stops it. */
  readonly beforeSend?: () => boolean;
  /** Shown between the phone and the channel buttons. */
  readonly children?: ReactNode;
}

function ChannelIcon({ channel }: { channel: ChannelOption }) {
  if (channel.icon && /^(https?:)?\//.test(channel.icon)) return <img part="channel-icon" src={channel.icon} alt="" width={20} height={20} />;
  return channel.type === 'WHATSAPP' ? <WhatsappIcon /> : <SmsIcon />;
}

export function PhoneCodeForm({ type, initialPhone = '', onPhone, beforeSend, children }: PhoneCodeFormProps) {
  const { t, region } = useElementEnv();
  const prefix = REGIONS[region].dialCode;
  const phone = useField('phone', { region }, initialPhone);
  const [channels, setChannels] = useState<readonly ChannelOption[] | undefined>(undefined);
  const loaded = useFlows();
  const run = useAction();
  const toastError = useErrorToast();

  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    const { flows, context, signal } = loaded;
    flows.deliveryChannels(context, undefined, signal).then(
      (offered) => current && setChannels(offered),
      (error: unknown) => {
        if (!current) return;
        toastError(error);
        setChannels(flows.FALLBACK_CHANNELS);
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, toastError]);

  const send = (channel: DeliveryChannel) => {
    if (!phone.value.trim()) {
      phone.setExternalError(t('rule.required'));
      return;
    }
    if (beforeSend && !beforeSend()) return;
    void run(
      'sendPhoneCode',
      { phone: phone.value, prefix, channel, type },
      {
        done: (next) => {
          if (next.type === 'stay' && next.problem) phone.setExternalError(t(next.problem));
        },
        fieldError: phone.setExternalError,
      },
    );
  };

  // Enter in the phone sends by the first channel, as its primary button does; pressed before the
  // server named its channels (no button yet, so the form does not submit), it sends once it has.
  const [enterPending, setEnterPending] = useState(false);
  const first = channels?.[0]?.type;
  const latestSend = useRef(send);
  latestSend.current = send;
  useEffect(() => {
    if (!enterPending || !first) return;
    setEnterPending(false);
    latestSend.current(first);
  }, [enterPending, first]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (first) send(first);
  };
  const enterBeforeChannels = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || first) return;
    event.preventDefault();
    setEnterPending(true);
  };

  return (
    <form part="phone-code" noValidate onSubmit={submit} onKeyDown={enterBeforeChannels}>
      <TextField
        label={t('login.phone')}
        name="tel-national"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        enterKeyHint="send"
        value={phone.value}
        onValue={(value) => {
          const national = nationalNumber(value, prefix);
          phone.setValue(national);
          onPhone?.(national);
        }}
        onBlur={phone.leave}
        error={phone.error}
        prefix={<input part="phone-prefix" aria-label={t('login.phonePrefix')} value={`+${prefix}`} readOnly tabIndex={-1} size={4} />}
      />
      {children}
      <div part="channels">
        {(channels ?? []).map((channel, index) => (
          <button
            key={channel.type}
            type={index === 0 ? 'submit' : 'button'}
            part={index === 0 ? 'button button-primary channel' : 'button button-secondary channel'}
            onClick={index === 0 ? undefined : () => send(channel.type)}
          >
            <ChannelIcon channel={channel} />
            <span>{t('login.sendCodeVia', { channel: channel.text })}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
