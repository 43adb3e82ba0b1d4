/**
 * Settings (`#/settings`): the promotion opt-ins by e-mail and SMS, saved the moment they are
 * switched (and put back, with a message, if saving fails), and the shopper's language and region,
 * kept in the preference cookie for 30 days, which both elements follow.
 */
import { useId, useState, type FormEvent } from 'react';
import { REGIONS, SUPPORTED_REGIONS, type Region } from '../../kernel/config/regions.ts';
import type { MemberProfile } from '../../flows/account/model.ts';
import { LANGUAGES, type Language } from '../../kernel/config/languages.ts';
import { useSetAtom } from '../../ui/atomHooks.ts';
import { showToastAtom } from '../../state/atoms.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAccountAction } from '../run/flowHooks.ts';
import { FormButtons } from '../parts/FormButtons.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';

/** Each language as its speakers write it. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', id: 'Bahasa Indonesia', ms: 'Bahasa Melayu', zh: '中文', th: 'ไทย', vi: 'Tiếng Việt' };
const REGION_NAMES: Readonly<Record<Region, string>> = { sg: 'Singapore', my: 'Malaysia', ph: 'Philippines', th: 'ประเทศไทย', id: 'Indonesia', vn: 'Việt Nam' };

/** A promotion opt-in: the whole row is its label, so a tap anywhere on it switches it. */
function PromotionSwitch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <label part="switch-row">
      <span id={`${id}-label`}>{label}</span>
      <span id={`${id}-hint`} part="switch-hint">
        {hint}
      </span>
      <input
        type="checkbox"
        role="switch"
        part="switch"
        checked={checked}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </label>
  );
}

export function Settings({ profile }: { profile: MemberProfile }) {
  const t = useAccountText();
  const { region, language } = useElementEnv();
  const run = useAccountAction();
  const showToast = useSetAtom(showToastAtom);
  // What the switches show while a change is on its way: the change, until the service answers.
  const [pending, setPending] = useState<{ newsletter?: boolean; sms?: boolean }>({});
  const [chosen, setChosen] = useState<{ region: Region; language: Language }>({
    region,
    language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en',
  });

  const toggle = (which: 'newsletter' | 'sms', enabled: boolean) => {
    setPending((current) => ({ ...current, [which]: enabled }));
    const settle = () => setPending(({ [which]: _settled, ...rest }) => rest);
    void run(
      'savePromotion',
      { which, enabled },
      {
        done: () => {
          settle();
          showToast({ kind: 'success', text: t(enabled ? 'settings.savedOn' : 'settings.savedOff') });
        },
        failed: () => {
          settle();
          showToast({ kind: 'error', text: t('settings.saveFailed') });
        },
      },
    );
  };

  const savePreference = (event: FormEvent) => {
    event.preventDefault();
    void run('choosePreference', { region: chosen.region, language: chosen.language });
  };

  // `autoComplete`: the language is the spec's `language` token (its values are BCP 47 tags); the
  // region is the shop's, not an address's country, so no token fits it and autofill stays off.
  const select = <T extends string>(
    label: AccountMessageKey,
    autoComplete: 'language' | 'off',
    value: T,
    options: readonly T[],
    names: Readonly<Record<T, string>>,
    onChange: (value: T) => void,
  ) => (
    <label part="select-field">
      <span part="label">{t(label)}</span>
      <select part="select" autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <PageFrame title={t('settings.title')}>
      <section part="card" aria-labelledby="mla-promotion-settings">
        <h2 id="mla-promotion-settings" part="card-title">
          {t('settings.promotions')}
        </h2>
        <PromotionSwitch
          label={t('settings.newsletter')}
          hint={t('settings.newsletterHint')}
          checked={pending.newsletter ?? profile.newsletter}
          onChange={(value) => toggle('newsletter', value)}
        />
        <PromotionSwitch
          label={t('settings.sms')}
          hint={t('settings.smsHint')}
          checked={pending.sms ?? profile.smsPromotions}
          onChange={(value) => toggle('sms', value)}
        />
      </section>
      <form part="card form preference" aria-labelledby="mla-preference" noValidate onSubmit={savePreference}>
        <h2 id="mla-preference" part="card-title">
          {t('settings.preference')}
        </h2>
        <div part="selects">
          {select('settings.language', 'language', chosen.language, LANGUAGES, LANGUAGE_NAMES, (value) => setChosen((current) => ({ ...current, language: value })))}
          {select('settings.region', 'off', chosen.region, SUPPORTED_REGIONS, REGION_NAMES, (value) =>
            setChosen((current) => ({ region: value, language: REGIONS[value].languages.includes(current.language) ? current.language : REGIONS[value].languages[0] })),
          )}
        </div>
        <FormButtons />
      </form>
    </PageFrame>
  );
}
