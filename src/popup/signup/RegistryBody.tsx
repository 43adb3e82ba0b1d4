/**
 * Registry (spec sections 2 and 4, issue 25 point 2): sign-up by phone or by e-mail, as two tabs
 * like Login's; the terms box, the third-party buttons and the way to Login below. On the guest
 * page (`guest=1` in the page's address, issue 25 point 3) only the e-mail sign-up shows, under a
 * title that says what it is for: the code that proves the address makes its guest orders the
 * member's. Once an e-mail code is sent the route carries it and the code step shows.
 */
import { GUEST_REGISTER_QUERY } from '../../kernel/contract/emailSignup.ts';
import { navigateAtom, popupAtom } from '../../state/atoms.ts';
import { currentRoute } from '../../state/routes.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { Tabs } from '../../ui/controls/Tabs.tsx';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles.ts';
import { usePage } from '../run/flowHooks.ts';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';
import { ThirdPartyRow } from '../ui/ThirdPartyRow.tsx';
import { signupDraftAtom } from './draft.ts';
import { useSignupDraftReset } from './draftReset.ts';
import { EmailAddressStep } from './EmailAddressStep.tsx';
import { EmailCodeStep } from './EmailCodeStep.tsx';
import { SignupText, useSignupText } from './signupText.tsx';
import { SIGNUP_CSS } from './signupStyles.ts';
import { TermsBox, useTerms } from './terms.tsx';

export function RegistryBody() {
  useAdoptedStyles(useElementEnv().host, SIGNUP_CSS);
  useSignupDraftReset();
  return (
    <SignupText>
      <RegistryStep />
    </SignupText>
  );
}

/** Whether the page is the guest's sign-up page (`?guest=1`), read through the page port. */
function useGuestPage(): boolean {
  return new URL(usePage().url()).searchParams.get(GUEST_REGISTER_QUERY) === '1';
}

function RegistryStep() {
  const route = currentRoute(useAtomValue(popupAtom));
  const guest = useGuestPage();
  const code = route.name === 'Registry' ? route.code : undefined;
  return code ? <EmailCodeStep key={`${code.type} ${code.email}`} code={code} /> : <RegistryStart guest={guest} />;
}

function RegistryStart({ guest }: { guest: boolean }) {
  const { t } = useElementEnv();
  const st = useSignupText();
  const navigate = useSetAtom(navigateAtom);
  const [draft, setDraft] = useAtom(signupDraftAtom);
  const terms = useTerms();
  const ref = useScreenFocus<HTMLDivElement>();
  // One level below the frame's title: its h1 on a page, its h2 in the popup (ScreenFrame.tsx).
  const GuestTitle = useAtomValue(popupAtom).page ? 'h2' : 'h3';
  const email = <EmailAddressStep terms={terms} guest={guest} />;
  return (
    <div part="screen screen-registry" ref={ref}>
      {guest ? (
        <>
          <GuestTitle part="text guest-title">{st('signup.guestTitle')}</GuestTitle>
          <p part="text">{st('signup.guestIntro')}</p>
          {email}
        </>
      ) : (
        <>
          <div part="screen-top" />
          <Tabs
            label={st('signup.tabs')}
            tabs={[
              { value: 'phone', label: st('signup.tab.phone') },
              { value: 'email', label: st('signup.tab.email') },
            ]}
            selected={draft.tab}
            onSelect={(tab) => setDraft((current) => ({ ...current, tab }))}
          >
            {draft.tab === 'phone' ? (
              <PhoneCodeForm type="OTP_REGISTER" beforeSend={terms.check}>
                <TermsBox terms={terms} />
              </PhoneCodeForm>
            ) : (
              email
            )}
          </Tabs>
        </>
      )}
      {guest ? null : <ThirdPartyRow beforeLogin={terms.check} bizScene="register" />}
      <p part="hint">
        {t('registry.haveAccount')}{' '}
        <button type="button" part="link" onClick={() => navigate({ type: 'replace', route: { name: 'Login' } })}>
          {t('registry.login')}
        </button>
      </p>
    </div>
  );
}
