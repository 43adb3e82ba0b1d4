/**
 * ProfileComplete (spec sections 2 and 4), after a phone sign-up: step one nickname and password
 * (saved with the register token), step two gender and birthday (saved to the profile). Fill in
 * Later closes the popup at either step; the member is already logged in.
 */
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useId, useState, type FormEvent } from 'react';
import { BIRTHDAY_YEARS_BACK, checkField } from '../../rules/fieldRules.ts';
import { navigateAtom, popupAtom } from '../../state/atoms.ts';
import { currentRoute } from '../../state/routes.ts';
import { useAction } from '../flowHooks.ts';
import { FormButtons } from '../../ui/controls/FormButtons.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { NewPasswordField, useNewPasswordField } from '../../ui/controls/NewPasswordField.tsx';
import { TextField } from '../../ui/controls/TextField.tsx';
import { useField } from '../../ui/controls/useField.ts';
import { AccountName } from '../ui/AccountName.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';

export default function ProfileComplete() {
  const route = currentRoute(useAtomValue(popupAtom));
  const step = route.name === 'ProfileComplete' ? route.step : ({ kind: 'other' } as const);
  return step.kind === 'base' ? <BaseInfo token={step.token} phone={step.phone} /> : <OtherInfo />;
}

function useFillInLater() {
  const navigate = useSetAtom(navigateAtom);
  return () => navigate({ type: 'close', reason: 'done' });
}

function BaseInfo({ token, phone }: { token: string; phone: string | undefined }) {
  const { t } = useElementEnv();
  const nickname = useField('nickname');
  const password = useNewPasswordField();
  const run = useAction();
  const fillInLater = useFillInLater();
  const ref = useScreenFocus<HTMLFormElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    password.touch();
    if (password.problem) return;
    void run((flows, context, signal) => flows.saveBaseInfo(context, { token, nickname: nickname.value, password: password.value }, signal), {
      fieldError: password.setExternalError,
    });
  };

  return (
    <form part="screen screen-profile-base form" noValidate onSubmit={submit} ref={ref}>
      {phone ? <AccountName name={phone} /> : null}
      <TextField
        label={t('profile.nickname')}
        name="nickname"
        type="text"
        autoComplete="nickname"
        enterKeyHint="next"
        placeholder={phone}
        value={nickname.value}
        onValue={nickname.setValue}
      />
      <NewPasswordField label={t('profile.password')} field={password} />
      <FormButtons secondary={t('common.fillInLater')} onSecondary={fillInLater} />
    </form>
  );
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

function OtherInfo() {
  const { t } = useElementEnv();
  const id = useId();
  const run = useAction();
  const fillInLater = useFillInLater();
  const ref = useScreenFocus<HTMLFormElement>();
  const [gender, setGender] = useState<'male' | 'female' | ''>('');
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [date, setDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const today = new Date();
  const currentYear = today.getFullYear();
  const years = Array.from({ length: BIRTHDAY_YEARS_BACK + 1 }, (_, index) => currentYear - index);
  const days = daysIn(Number(year) || 2000, Number(month) || 1);
  const birthday = year && month && date ? `${year}-${pad(Number(month))}-${pad(Number(date))}` : '';
  const genderProblem = gender ? undefined : checkField('choice', gender);
  const birthdayProblem = checkField('birthday', birthday, { today });
  const genderError = submitted && genderProblem ? t(genderProblem.key, genderProblem.values) : undefined;
  const birthdayError = submitted && birthdayProblem ? t(birthdayProblem.key, birthdayProblem.values) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!gender || genderProblem || birthdayProblem) return;
    void run((flows, context, signal) => flows.saveOtherInfo(context, { gender, birthday }, signal));
  };

  const select = (label: string, value: string, onChange: (value: string) => void, options: readonly number[], format: (value: number) => string = String) => (
    <label part="select-field">
      <span part="label">{label}</span>
      <select part="select" value={value} onChange={(event) => onChange(event.currentTarget.value)} aria-invalid={birthdayError ? 'true' : undefined}>
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {format(option)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form part="screen screen-profile-other form" noValidate onSubmit={submit} ref={ref}>
      <fieldset part="fieldset" aria-describedby={genderError ? `${id}-gender` : undefined}>
        <legend part="label">{t('profile.gender')}</legend>
        <div part="choices">
          {(['male', 'female'] as const).map((value) => (
            <label key={value} part="choice">
              <input type="radio" name={`${id}-gender`} value={value} checked={gender === value} onChange={() => setGender(value)} />
              <span>{t(value === 'male' ? 'profile.male' : 'profile.female')}</span>
            </label>
          ))}
        </div>
        {genderError ? (
          <p id={`${id}-gender`} part="field-error">
            {genderError}
          </p>
        ) : null}
      </fieldset>
      <fieldset part="fieldset" aria-describedby={birthdayError ? `${id}-birthday` : undefined}>
        <legend part="label">{t('profile.birthday')}</legend>
        <div part="selects">
          {select(t('profile.year'), year, setYear, years)}
          {select(
            t('profile.month'),
            month,
            setMonth,
            Array.from({ length: 12 }, (_, index) => index + 1),
            pad,
          )}
          {select(
            t('profile.date'),
            date,
            setDate,
            Array.from({ length: days }, (_, index) => index + 1),
            pad,
          )}
        </div>
        {birthdayError ? (
          <p id={`${id}-birthday`} part="field-error">
            {birthdayError}
          </p>
        ) : null}
      </fieldset>
      <FormButtons secondary={t('common.fillInLater')} onSecondary={fillInLater} />
    </form>
  );
}
