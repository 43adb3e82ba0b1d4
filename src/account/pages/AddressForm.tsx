/**
 * A new address (`#/address/new`) or one of the member's (`#/address/edit/{id}`): the country's form
 * (`kernel/config/addressForms.ts`) with the recipient and the phone (its dial code and rules the
 * address's country's, so an Indonesian recipient's 0812… is taken in an address in Indonesia; a
 * pasted "+62 812…" keeps only the number), its divisions chosen one under the other from the
 * member service (a division that knows its postcode fills it in: Thai tambons, Malaysian cities;
 * Indonesian villages carry none in the data, so there it is typed), its typed fields (the street on
 * several lines), and whether it is the default shipping or billing address. Every field says what
 * it is to the browser's autofill and the phone's keyboard. The rules show at the field after a
 * save (Save is in the top bar on a phone, in the first screen); what is typed is kept while the shopper visits other pages and across a reload
 * (`page/account/accountDrafts.ts`), and a failed save loses nothing.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ADDRESS_COUNTRIES, ADDRESS_FORMS, type AddressCountry, type AddressField } from '../../kernel/config/addressForms.ts';
import { REGIONS } from '../../kernel/config/regions.ts';
import type { Address, AddressDraft } from '../../flows/account/model.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { addressProblems } from '../../kernel/rules/addressRules.ts';
import { dialCodeOf, nationalDigits } from '../../rules/phoneInput.ts';
import { addressDraftsAtom } from '../../state/account.ts';
import { accountHash } from '../../state/accountRoutes.ts';
import { useAtom } from '../../ui/atomHooks.ts';
import { TextField } from '../../ui/controls/TextField.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAddressAction } from '../run/flowHooks.ts';
import { useCountryName } from '../parts/countryName.ts';
import { DivisionSelect } from '../parts/DivisionSelect.tsx';
import { DraftNote } from '../parts/DraftNote.tsx';
import { FormButtons } from '../parts/FormButtons.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';
import { TextAreaField } from '../parts/TextAreaField.tsx';

const REGION_COUNTRY = { sg: 'SG', my: 'MY', ph: 'PH', th: 'TH', id: 'ID', vn: 'VN' } as const;

function draftOf(address: Address | undefined, country: AddressCountry, recipient: string): AddressDraft {
  return address
    ? { recipient: address.recipient, phone: address.phone, country: address.country, fields: address.fields, defaultShipping: false, defaultBilling: false }
    : { recipient, phone: '', country, fields: {}, defaultShipping: false, defaultBilling: false };
}

export function AddressForm({ address, recipient, missing = false }: { address?: Address | undefined; recipient: string; missing?: boolean }) {
  const t = useAccountText();
  const { region } = useElementEnv();
  const key = address?.id ?? 'new';
  const [drafts, setDrafts] = useAtom(addressDraftsAtom);
  const draft = drafts[key] ?? draftOf(address, REGION_COUNTRY[region], recipient);
  // From the draft as it stands, not as this render saw it: autofill fills several fields in one task.
  const edit = (changes: (now: AddressDraft) => Partial<AddressDraft>) =>
    setDrafts((current) => {
      const now = current[key] ?? draftOf(address, REGION_COUNTRY[region], recipient);
      return { ...current, [key]: { ...now, ...changes(now) } };
    });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const run = useAddressAction();
  const form = ADDRESS_FORMS[draft.country];
  const problems = addressProblems(draft, region);
  const errorOf = (id: string) => {
    const problem = submitted ? problems[id] : undefined;
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const countryName = useCountryName();
  const dialCode = dialCodeOf(draft.country) ?? REGIONS[region].dialCode;
  // The postcode a chosen division filled in: a later choice may replace it, never one the shopper typed.
  const filledPostcode = useRef<string | undefined>(undefined);
  const formId = useId();

  if (missing) {
    return (
      <PageFrame title={t('address.editTitle')}>
        <div part="empty" role="alert">
          <p part="text">{t('address.notFound')}</p>
          <a part="button button-primary" href={accountHash({ name: 'addresses' })}>
            {t('address.title')}
          </a>
        </div>
      </PageFrame>
    );
  }

  /** A division's choice: the later divisions go, and a postcode it knows fills an empty postcode. */
  const choose = (field: AddressField, id: string, postcode: string | undefined) => {
    const index = form.fields.indexOf(field);
    const fields: Record<string, string> = { ...draft.fields, [field.id]: id };
    for (const later of form.fields.slice(index + 1)) if (later.kind === 'division') delete fields[later.id];
    const typed = draft.fields['postcode'] ?? '';
    if (postcode && (!typed || typed === filledPostcode.current)) {
      fields['postcode'] = postcode;
      filledPostcode.current = postcode;
    }
    edit(() => ({ fields }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (Object.keys(problems).length > 0) return;
    void run('saveAddress', { id: address?.id, draft }, { failed: setServerError });
  };

  let parent: string | undefined;
  return (
    <PageFrame title={t(address ? 'address.editTitle' : 'address.newTitle')} submits={formId}>
      <form id={formId} part="card form" noValidate onSubmit={submit}>
        {serverError || (submitted && Object.keys(problems).length > 0) ? (
          <p part="field-error" role="alert">
            {serverError ?? t('address.fixFields')}
          </p>
        ) : null}
        <label part="select-field">
          <span part="label">{t('address.country')}</span>
          <select
            part="select"
            name="country"
            autoComplete="country"
            value={draft.country}
            onChange={(event) => {
              const country = event.currentTarget.value as AddressCountry;
              edit(() => ({ country, fields: {} }));
            }}
          >
            {ADDRESS_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {countryName(country)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('address.recipient')}
          name="name"
          autoComplete="name"
          inputMode="text"
          dir="auto"
          maxLength={200}
          value={draft.recipient}
          onValue={(value) => edit(() => ({ recipient: value }))}
          error={errorOf('recipient')}
        />
        <TextField
          label={t('address.phone')}
          name="tel-national"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={24}
          value={draft.phone}
          onValue={(value) => edit(() => ({ phone: nationalDigits(value, dialCode) }))}
          error={errorOf('phone')}
          prefix={<span part="phone-prefix">+{dialCode}</span>}
        />
        {form.fields.map((field) => {
          const label = t(`address.label.${field.label}` as AccountMessageKey);
          const shown = field.required ? label : t('account.optional', { label });
          if (field.kind === 'division') {
            const select = (
              <DivisionSelect
                key={`${draft.country} ${field.id}`}
                label={shown}
                country={draft.country}
                parent={parent}
                value={draft.fields[field.id] ?? ''}
                onChoose={(division) => choose(field, division?.id ?? '', division?.postcode)}
                error={errorOf(field.id)}
                autoComplete={field.level !== undefined && field.level <= 4 ? `address-level${field.level}` : 'off'}
              />
            );
            parent = draft.fields[field.id] ?? '';
            return select;
          }
          const common = {
            label: shown,
            name: field.id,
            maxLength: field.max,
            value: draft.fields[field.id] ?? '',
            onValue: (value: string) => edit((now) => ({ fields: { ...now.fields, [field.id]: value } })),
            error: errorOf(field.id),
          };
          if (field.kind === 'detail')
            return <TextAreaField key={`${draft.country} ${field.id}`} {...common} autoComplete="street-address" inputMode="text" dir="auto" />;
          const typedLevel = form.fields.filter((candidate) => candidate.kind === 'division' || candidate.kind === 'text').indexOf(field) + 1;
          return (
            <TextField
              key={`${draft.country} ${field.id}`}
              {...common}
              dir={field.kind === 'postcode' ? 'ltr' : 'auto'}
              inputMode={field.kind === 'postcode' ? 'numeric' : 'text'}
              autoComplete={field.kind === 'postcode' ? 'postal-code' : field.kind === 'text' && typedLevel <= 4 ? `address-level${typedLevel}` : 'off'}
            />
          );
        })}
        <label part="choice">
          <input
            type="checkbox"
            checked={draft.defaultShipping}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              edit(() => ({ defaultShipping: checked }));
            }}
          />
          <span>{t('address.useAsShipping')}</span>
        </label>
        <label part="choice">
          <input
            type="checkbox"
            checked={draft.defaultBilling}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              edit(() => ({ defaultBilling: checked }));
            }}
          />
          <span>{t('address.useAsBilling')}</span>
        </label>
        <FormButtons cancelTo={{ name: 'addresses' }} barred />
        {drafts[key] ? (
          <DraftNote
            discard={() =>
              setDrafts((current) => {
                const { [key]: _dropped, ...rest } = current;
                return rest;
              })
            }
          />
        ) : null}
      </form>
    </PageFrame>
  );
}
