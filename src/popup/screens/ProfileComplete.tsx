/**
 * ProfileComplete (spec sections 2 and 4), after a sign-up: step one nickname and password
 * (saved with the register token; an e-mail sign-up set its password already, so only the nickname
 * is asked), step two gender and birthday (saved to the profile). Fill in Later ends the journey at
 * either step (the member is already logged in): the popup closes, the page presentation leaves for
 * its landing (flows/nextStep.ts, `endJourney`). Guest orders the sign-up claimed are told of on step
 * one, with the way to the orders (the note comes with the sign-up's chunk). A guest's account (one
 * that claimed guest orders) must set a password (spec section 6): when it has none yet (a login
 * by code made it), step one says so and has no Fill in Later, and the service refuses it without one.
 */
import { useAtomValue } from '../../ui/atomHooks.ts';
import type { ProfileStep } from '../../flows/steps.ts';
import { useLoadedModule } from '../../ui/loadedModules.ts';
import { signupModule } from '../signup/signupModule.ts';
import { useState, type FormEvent } from 'react';
import { checkField } from '../../kernel/rules/fieldRules.ts';
import { popupAtom } from '../../state/atoms.ts';
import { currentRoute } from '../../state/routes.ts';
import { useAction, useFlows } from '../run/flowHooks.ts';
import { useAnnouncedPolicy } from '../../ui/controls/useAnnouncedPolicy.ts';
import { FormButtons } from '../../ui/controls/FormButtons.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { NewPasswordField, useNewPasswordField } from '../../ui/controls/NewPasswordField.tsx';
import { TextField } from '../../ui/controls/TextField.tsx';
import { useField } from '../../ui/controls/useField.ts';
import { AccountName } from '../ui/AccountName.tsx';
import { BirthdayField, birthdayOf, GenderField, type BirthdayParts, type GenderChoice } from '../../ui/controls/ProfileFields.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';

export default function ProfileComplete() {
  const route = currentRoute(useAtomValue(popupAtom));
  const step = route.name === 'ProfileComplete' ? route.step : ({ kind: 'other' } as const);
  return step.kind === 'base' ? <BaseInfo step={step} /> : <OtherInfo />;
}

/** The note of the claimed guest orders, once the sign-up's chunk is here (nothing if it cannot come). */
function GuestOrders({ count }: { count: number }) {
  const parts = useLoadedModule(signupModule, true, () => undefined);
  return parts ? <parts.GuestOrdersNote count={count} /> : null;
}

function useFillInLater() {
  const run = useAction();
  return () => void run('endJourney');
}

function BaseInfo({ step }: { step: Extract<ProfileStep, { kind: 'base' }> }) {
  const { token, phone, email, passwordSet, guestOrders } = step;
  // A guest's account without a password: it must set one here (no Fill in Later).
  const guest = !passwordSet && (guestOrders ?? 0) > 0;
  const { t } = useElementEnv();
  const nickname = useField('nickname');
  const policy = useAnnouncedPolicy(useFlows());
  const password = useNewPasswordField(undefined, policy);
  const run = useAction();
  const fillInLater = useFillInLater();
  const ref = useScreenFocus<HTMLFormElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    password.touch();
    if (!passwordSet && password.problem) return;
    void run(
      'saveBaseInfo',
      { token, nickname: nickname.value, password: passwordSet ? '' : password.value },
      {
        fieldError: password.setExternalError,
      },
    );
  };

  return (
    <form part="screen screen-profile-base form" noValidate onSubmit={submit} ref={ref}>
      {guestOrders ? <GuestOrders count={guestOrders} /> : null}
      {!passwordSet && (phone ?? email) ? <AccountName name={phone ?? email ?? ''} /> : null}
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
      {guest ? <p part="hint">{t('profile.guestPassword')}</p> : null}
      {passwordSet ? null : <NewPasswordField label={t('profile.password')} field={password} policy={policy} />}
      {guest ? (
        <div part="buttons">
          <button type="submit" part="button button-primary">
            {t('common.confirm')}
          </button>
        </div>
      ) : (
        <FormButtons secondary={t('common.fillInLater')} onSecondary={fillInLater} />
      )}
    </form>
  );
}

function OtherInfo() {
  const { t } = useElementEnv();
  const run = useAction();
  const fillInLater = useFillInLater();
  const ref = useScreenFocus<HTMLFormElement>();
  const [gender, setGender] = useState<GenderChoice>('');
  const [parts, setParts] = useState<BirthdayParts>({ year: '', month: '', date: '' });
  const [submitted, setSubmitted] = useState(false);
  const birthday = birthdayOf(parts);
  const genderProblem = gender ? undefined : checkField('choice', gender);
  const birthdayProblem = checkField('birthday', birthday, { today: new Date() });
  const genderError = submitted && genderProblem ? t(genderProblem.key, genderProblem.values) : undefined;
  const birthdayError = submitted && birthdayProblem ? t(birthdayProblem.key, birthdayProblem.values) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!gender || genderProblem || birthdayProblem) return;
    void run('saveOtherInfo', { gender, birthday });
  };

  return (
    <form part="screen screen-profile-other form" noValidate onSubmit={submit} ref={ref}>
      <GenderField value={gender} onValue={setGender} error={genderError} />
      <BirthdayField value={parts} onValue={setParts} error={birthdayError} />
      <FormButtons secondary={t('common.fillInLater')} onSecondary={fillInLater} />
    </form>
  );
}
