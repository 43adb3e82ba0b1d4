/**
 * Edit profile (`#/profile/edit`): full name (the spec's rules, the Philippines' own), nickname
 * (optional, at most 50 characters as a reader counts them: a Thai nickname's vowel and tone marks
 * count with their letter), gender and birthday (the popup's picker range, its months by name in the
 * shopper's language). What the shopper types is kept while they visit other pages and come back,
 * and across a reload (`page/account/accountDrafts.ts`), until it is saved or discarded; a failed
 * save loses nothing.
 */
import { useMemo, useState, type FormEvent } from 'react';
import type { MemberProfile, ProfileDraft } from '../../flows/account/model.ts';
import { checkField } from '../../kernel/rules/fieldRules.ts';
import { visibleLength } from '../../kernel/rules/textLength.ts';
import { profileDraftAtom } from '../../state/account.ts';
import { useAtom } from '../../ui/atomHooks.ts';
import { BirthdayField, birthdayOf, GenderField } from '../../ui/controls/ProfileFields.tsx';
import { TextField } from '../../ui/controls/TextField.tsx';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAccountAction } from '../run/flowHooks.ts';
import { DraftNote } from '../parts/DraftNote.tsx';
import { FormButtons } from '../parts/FormButtons.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';

const NICKNAME_MAX = 50;

function draftOf(profile: MemberProfile): ProfileDraft {
  const [year = '', month = '', date = ''] = profile.birthday?.split('-') ?? [];
  return {
    fullName: profile.fullName,
    nickname: profile.nickname,
    gender: profile.gender ?? '',
    year,
    month: month && String(Number(month)),
    date: date && String(Number(date)),
  };
}

export function EditProfile({ profile }: { profile: MemberProfile }) {
  const t = useAccountText();
  const { region, language } = useElementEnv();
  const monthName = useMemo(() => {
    const months = new Intl.DateTimeFormat([language, 'en'], { month: 'long', timeZone: 'UTC' });
    return (month: number) => months.format(Date.UTC(2000, month - 1, 1));
  }, [language]);
  const [kept, setKept] = useAtom(profileDraftAtom);
  const draft = kept ?? draftOf(profile);
  // From the draft as it stands, not as this render saw it: autofill fills several fields in one task.
  const edit = (changes: Partial<ProfileDraft>) => setKept((current) => ({ ...(current ?? draftOf(profile)), ...changes }));
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [serverError, setServerError] = useState<string>();
  const run = useAccountAction();

  const birthday = birthdayOf(draft);
  const shows = (field: string) => submitted || left.has(field);
  const nameProblem = checkField('fullName', draft.fullName, { region });
  const nicknameTooLong = visibleLength(draft.nickname.trim()) > NICKNAME_MAX;
  const birthdayProblem = birthday || draft.year || draft.month || draft.date ? checkField('birthday', birthday, { today: new Date() }) : undefined;
  const nameError = serverError ?? (shows('fullName') && nameProblem ? t(nameProblem.key, nameProblem.values) : undefined);
  const nicknameError = shows('nickname') && nicknameTooLong ? t('profile.nicknameLength', { max: NICKNAME_MAX }) : undefined;
  const birthdayError = submitted && birthdayProblem ? t(birthdayProblem.key, birthdayProblem.values) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem || nicknameTooLong || birthdayProblem) return;
    void run('saveProfile', draft, { fieldError: setServerError });
  };

  return (
    <PageFrame title={t('profile.title')}>
      <form part="card form" noValidate onSubmit={submit}>
        <TextField
          label={t('profile.fullName')}
          name="name"
          autoComplete="name"
          inputMode="text"
          value={draft.fullName}
          onValue={(fullName) => {
            setServerError(undefined);
            edit({ fullName });
          }}
          onBlur={() => setLeft((fields) => new Set(fields).add('fullName'))}
          error={nameError}
          dir="auto"
        />
        <TextField
          label={t('account.optional', { label: t('profile.nickname') })}
          name="nickname"
          autoComplete="nickname"
          inputMode="text"
          value={draft.nickname}
          onValue={(nickname) => edit({ nickname })}
          onBlur={() => setLeft((fields) => new Set(fields).add('nickname'))}
          error={nicknameError}
          dir="auto"
        />
        <GenderField value={draft.gender} onValue={(gender) => edit({ gender })} />
        <BirthdayField value={draft} onValue={({ year, month, date }) => edit({ year, month, date })} error={birthdayError} monthName={monthName} />
        <FormButtons cancelTo={{ name: 'dashboard' }} />
        {kept ? <DraftNote discard={() => setKept(undefined)} /> : null}
      </form>
    </PageFrame>
  );
}
