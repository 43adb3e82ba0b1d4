/**
 * The dashboard's offer to add a passkey (issue 34, point 2), in account security's chunk, shown
 * after the member's data: where this device can make a passkey with its own screen lock, the member
 * has none, and "Not now" was not said on this device in the last 30 days (`passkeyOffer` decides).
 * A card, never a dialog: "Add a passkey" runs the Passkeys page's add (the verification the service
 * asks for, then the browser's prompt; "Passkey added." and the card goes); "Not now" puts it away.
 * Either way the focus goes to the page's title, where the member was reading. A failed check says
 * nothing: the offer is work the member did not ask for.
 */
import { useEffect, useId, useState } from 'react';
import { passkeysAtom } from '../../../state/account.ts';
import { useAtom } from '../../../ui/atomHooks.ts';
import { useElementEnv } from '../../../ui/ElementEnv.ts';
import { useAccountText } from '../../common/accountText.ts';
import { useSecurityAction, useSecurityFlows } from '../../run/flowHooks.ts';

export function PasskeyOffer() {
  const t = useAccountText();
  const { host } = useElementEnv();
  const loaded = useSecurityFlows();
  const run = useSecurityAction();
  const titleId = useId();
  const [list, setList] = useAtom(passkeysAtom);
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!loaded) return undefined;
    const controller = new AbortController();
    loaded.flows.passkeyOffer(loaded.context, undefined, controller.signal).then(
      (none) => {
        if (!none) return;
        setList(none);
        setOffered(true);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [loaded, setList]);

  if (!offered || !list || list.passkeys.length > 0) return null;
  const away = () => {
    setOffered(false);
    host.shadowRoot?.querySelector<HTMLElement>('[part~="page-title"]')?.focus();
  };
  return (
    <section part="card passkey-offer" aria-labelledby={titleId}>
      <h2 id={titleId} part="card-title">
        {t('passkeyOffer.title')}
      </h2>
      <p part="text">{t('passkeyOffer.text')}</p>
      <div part="buttons">
        <button type="button" part="button button-primary" onClick={() => void run('addPasskey', undefined, { done: away })}>
          {t('passkeys.add')}
        </button>
        <button
          type="button"
          part="button button-secondary"
          onClick={() => {
            if (loaded) loaded.flows.snoozePasskeyOffer(loaded.context);
            away();
          }}
        >
          {t('passkeyOffer.later')}
        </button>
      </div>
    </section>
  );
}
