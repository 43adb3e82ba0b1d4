/**
 * The texts of the service's own pages (routes/page.ts) in the popup's six languages: English here,
 * the other five in pageTranslations.ts, all six as `PAGE_TEXTS` (routes/page.ts). Each language is a `PageTexts`, so a text missing in one of
 * them is a type error. A page is written in the language of the member it acts for (the kept one,
 * as their SMS and e-mails are), else the one its request's `Accept-Language` names, else English
 * (`pageLanguage`, routes/page.ts). The English texts are the pages' texts from before they spoke
 * six languages, word for word: the end-to-end journeys click them.
 *
 * A text that puts a value in bold is a function giving an HTML fragment built with hono's `html`
 * tag, which escapes the value; every other text is a string the pages escape where they put it.
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { VerificationAction } from '../domain/verification.ts';

/** A piece of a page: HTML whose values are escaped. */
export type Fragment = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface PageTexts {
  readonly backHome: string;
  readonly logIn: string;
  /** A form sent with a stale CSRF field (plain text, 403). */
  readonly expiredForm: string;
  readonly linkUsed: string;

  // What an approval approves (domain/approval.ts).
  readonly request: string;
  readonly askedFrom: string;
  readonly approximatePlace: string;
  readonly time: string;
  readonly actions: Readonly<Record<VerificationAction, string>>;
  /** "Singapore (network 203.0.113.7)", "unknown place (network 2001:db8::/64)", or the place alone. */
  readonly where: (place: string | undefined, network: string | null) => string;

  // The e-mail link.
  readonly linkExpiredTitle: string;
  readonly linkExpiredText: string;
  readonly confirmTitle: string;
  readonly confirmText: string;
  readonly confirmButton: string;
  readonly verifiedTitle: string;
  readonly verifiedText: string;

  // The push's approval.
  readonly pushTitle: string;
  readonly pushLogInFirst: string;
  readonly requestExpired: string;
  readonly pushText: string;
  readonly pushNumber: string;
  readonly approve: string;
  readonly approvedTitle: string;
  readonly approvedText: string;
  readonly deniedTitle: string;
  readonly deniedText: string;

  // "This wasn't me".
  readonly notMeTitle: string;
  readonly notMeText: string;
  readonly notMeButton: string;
  readonly securedTitle: string;
  readonly securedNewDevice: string;
  readonly securedContacts: string;
  /** `places`: the masked addresses the links went to. */
  readonly passwordLinkSent: (places: readonly string[]) => string;

  // "It was me" (a contact added in the recovery window).
  readonly itWasMeTitle: string;
  readonly itWasMeText: (label: string) => string;
  readonly itWasMeButton: string;
  readonly itWasMeWarning: string;
  readonly thanksTitle: string;
  readonly canRecover: (label: string) => string;

  // A social login's next step.
  readonly nextStepGone: string;
  readonly verifyAccountTitle: string;
  readonly verifyAccountText: string;
  readonly loggingInTo: (account: string) => Fragment;
  readonly confirmItsMe: string;

  // The phone's QR confirmation.
  readonly qrTitle: string;
  readonly qrGone: string;
  readonly qrNotFromLink: string;
  readonly qrSentLink: string;
  readonly qrLogInFirst: string;
  readonly qrLogInAs: (name: string) => Fragment;
  /** The computer that asks: its device, its network (null: unknown), whether it is this phone's network, and how long ago its code was made. */
  readonly qrRequester: (device: string, network: string | null, sameNetwork: boolean, ago: string) => Fragment;
  readonly qrConfirmOnly: string;
  readonly qrConfirm: string;
  readonly qrContinue: string;
  readonly qrReviewWarning: string;
  readonly qrReviewCheck: string;
  readonly qrReviewRequester: (device: string, network: string | null, ago: string) => Fragment;
  readonly qrReviewYes: (name: string) => string;
  readonly qrReviewNo: string;
  readonly qrDone: string;
  /** "42 seconds ago", "3 minutes ago". */
  readonly secondsAgo: (seconds: number) => string;
  readonly minutesAgo: (minutes: number) => string;

  // The anti-bot challenge.
  readonly challengeTitle: string;
  readonly slideText: string;
  readonly slideLabel: string;
  readonly checking: string;
  readonly checkDone: string;
  readonly checkFailed: string;
}

/** The pages' English texts (the other languages': pageTranslations.ts; all six: routes/page.ts `PAGE_TEXTS`). */
export const PAGE_TEXTS_EN: PageTexts = {
  backHome: 'Back to home',
  logIn: 'Log in',
  expiredForm: 'Your page has expired. Please go back and refresh.',
  linkUsed: 'This link has expired or was already used.',

  request: 'Request',
  askedFrom: 'Asked from',
  approximatePlace: 'Approximate place',
  time: 'Time',
  actions: {
    login: 'Log in to your account',
    changePassword: 'Change your password',
    changePhone: 'Change your phone number',
    changeEmail: 'Change your e-mail address',
    signOutDevices: 'Sign devices out of your account',
    deleteAccount: 'Delete your account',
    addPasskey: 'Add a passkey to your account',
    removePasskey: 'Remove a passkey from your account',
  },
  where: (place, network) => `${place ?? 'unknown place'}${network ? ` (network ${network})` : ''}`,

  linkExpiredTitle: 'This link has expired',
  linkExpiredText: 'This link has expired or was already used. Please ask for a new one on the page you were verifying on.',
  confirmTitle: "Confirm it's you",
  confirmText: 'Someone asked to verify your account for this. Confirm only if it was you, on this device and at this time.',
  confirmButton: "Yes, it's me",
  verifiedTitle: "You're verified",
  verifiedText: 'Thank you. Go back to the page you were verifying on: it goes on by itself.',

  pushTitle: 'Is it you?',
  pushLogInFirst: 'Log in on this device first, then open the request again.',
  requestExpired: 'This request has expired.',
  pushText: 'Someone is verifying your account on another screen. If it is you, type the number that screen shows. If not, close this page.',
  pushNumber: 'Number shown on the other screen',
  approve: 'Approve',
  approvedTitle: 'Approved',
  approvedText: 'Done. Please finish on the other screen.',
  deniedTitle: 'Denied',
  deniedText: 'That was not the number shown, so the request was denied. If it was not you, change your password.',

  notMeTitle: "This wasn't me",
  notMeText:
    'If you did not make this change, we will put back the e-mail address and phone number your account had before it (and cancel a deletion), sign every device out, pause security changes for 24 hours, and send you a link to set a new password.',
  notMeButton: "This wasn't me",
  securedTitle: 'Your account is secured',
  securedNewDevice: 'Every device is signed out, the new one too, and security changes are paused for 24 hours.',
  securedContacts:
    'Your account has its e-mail address and phone number from before the change again, every device is signed out, and security changes are paused for 24 hours.',
  passwordLinkSent: (places) => `We sent a link to set a new password to ${places.join(' and ')}. Your old password no longer works.`,

  itWasMeTitle: 'It was me',
  itWasMeText: (label) =>
    `${label} was added to your account. If you added it, it can recover your account (reset the password, verify it's you) from now on, instead of after the waiting time.`,
  itWasMeButton: 'It was me',
  itWasMeWarning: 'If you did not add it, do not press the button: use the "this wasn\'t me" link of the same message.',
  thanksTitle: 'Thank you',
  canRecover: (label) => `${label} can now recover your account.`,

  nextStepGone: 'This request has expired, or was started in another browser. Please log in again in this browser.',
  verifyAccountTitle: 'Verify your account',
  verifyAccountText: 'Please confirm your account to link your social login.',
  loggingInTo: (account) => html`You are logging in to the account <strong>${account}</strong>.`,
  confirmItsMe: "Confirm it's me",

  qrTitle: 'Log in on your computer',
  qrGone: 'This code has expired or was scanned on another phone. Refresh the code on your computer and scan it again.',
  qrNotFromLink: "A login code works only when you scan it with this phone's camera from your own computer's screen, not from a link.",
  qrSentLink: 'If someone sent you this link, do not go on: they may be trying to get into your account.',
  qrLogInFirst: 'Log in on this phone first, then open the code again.',
  qrLogInAs: (name) => html`Log in on your computer as <strong>${name}</strong>?`,
  qrRequester: (device, network, sameNetwork, ago) =>
    html`The computer asking: <strong>${device}</strong>, on ${
      network ? html`the network <strong>${network}</strong>${sameNetwork ? ' (the same network as this phone)' : ''}` : 'a network the service does not know'
    }. Its code was made ${ago}.`,
  qrConfirmOnly: "Confirm only if you just scanned this code on your own computer's screen. If not, someone may be trying to log in as you: do not confirm.",
  qrConfirm: 'Confirm login',
  qrContinue: 'Continue',
  qrReviewWarning: "This code was not opened by this phone's camera. Someone may have sent you the link to get into your account.",
  qrReviewCheck: 'Check the computer that asks. Confirm only if it is yours and in front of you now:',
  qrReviewRequester: (device, network, ago) =>
    html`<strong>${device}</strong>, on ${network ? html`the network <strong>${network}</strong>` : 'a network the service does not know'}, its code made ${ago}.`,
  qrReviewYes: (name) => `Yes, log in ${name} on this computer`,
  qrReviewNo: 'No, this is not my computer',
  qrDone: 'Done. Please finish on your computer.',
  secondsAgo: (seconds) => (seconds === 1 ? '1 second ago' : `${seconds} seconds ago`),
  minutesAgo: (minutes) => (minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`),

  challengeTitle: 'Security check',
  slideText: 'Slide to the end to show you are not a robot.',
  slideLabel: 'Slide to verify',
  checking: 'Checking…',
  checkDone: 'Thank you. You can close this window.',
  checkFailed: 'The check failed. Please reload this page and try again.',
};
