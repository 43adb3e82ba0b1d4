/**
 * Account security's flows: the verification every sensitive call may ask for (load it, send a
 * code, link or push, answer it, wait for a push or a link, finish a login's second verification),
 * and the member area's security pages (password, phone, e-mail, devices, deletion). The calls that
 * change something may be interrupted by a verification: the network layer shows it (the page's
 * `verify` hook) and sends the call again once it is passed, so these flows only see the outcome.
 */
import type { DeliveryChannel } from '../../kernel/contract/entities.ts';
import { SECURITY, type AnsweredMethod, type SecurityAction, type SentMethod, type VerificationMethod, type VerificationState } from '../../kernel/contract/security.ts';
import { safeRedirect } from '../../kernel/rules/redirect.ts';
import { PASSKEYS, type PasskeyRequestOptions } from '../../kernel/contract/passkeys.ts';
import { getPasskey } from '../../security/passkeyGet.ts';
import { PasskeyCeremonyError, type PasskeyRefusal } from '../../security/passkeyRefusal.ts';
import { passkeysSupported } from '../../security/passkeySupport.ts';
import type { FlowContext } from '../context.ts';
import { encryptedPassword } from '../encryptedPassword.ts';
import { MemberError } from '../../net/MemberError.ts';
import type { AccountAnswer } from './answers.ts';
import type { Security } from './model.ts';

type Caller = Pick<FlowContext, 'client'>;

/** A change's code as typed, and whether every other device is signed out with it. */
export interface CodeConfirmation {
  readonly code: string;
  readonly signOutOthers: boolean;
}

/** A way to verify as the screen offers it: the service's methods, and the member's passkey (issue 34). */
export type ChoiceMethod = VerificationMethod | 'passkey';

/** A way to verify, as the screen offers it. */
export interface VerificationChoice {
  readonly method: ChoiceMethod;
  /** Masked phone or e-mail, or the trusted device's name. */
  readonly target?: string | undefined;
  readonly question?: string | undefined;
  /** A passkey's: the options of `navigator.credentials.get()`, the member's passkeys named. */
  readonly options?: PasskeyRequestOptions | undefined;
}

export interface VerificationInfo {
  readonly action: SecurityAction;
  /** Strongest first: a passkey first where the member has one and the browser can use it. */
  readonly choices: readonly VerificationChoice[];
  readonly suggested: ChoiceMethod;
  readonly state: VerificationState;
  readonly expiresAt: number;
}

export interface VerificationSent {
  readonly codeLength: number;
  /** For a push: the number to choose on the trusted device. */
  readonly number?: number | undefined;
  readonly resendAfter: number;
}

/** What the shopper answered, by method. */
export type VerificationAnswer =
  | { readonly method: 'sms' | 'email'; readonly code: string }
  | { readonly method: 'password'; readonly password: string }
  | { readonly method: 'slider'; readonly track: readonly { readonly x: number; readonly t: number }[] }
  | { readonly method: 'question'; readonly answer: string };

/** The default code length (spec section 9). */
const CODE_LENGTH = 6;
/** How often a push or an e-mail link is asked about while the screen waits for it. */
export const VERIFICATION_POLL_MS = 2000;

export async function loadVerification({ client }: Caller, token: string, signal: AbortSignal): Promise<VerificationInfo> {
  const [answer, passkey] = await Promise.all([client.gateway(SECURITY.verification, { token }, { signal }), passkeyOptions(client, token, signal)]);
  const choices: VerificationChoice[] = answer.methods.map(({ method, target, question }) => ({ method, target, question }));
  // The strongest way there is (issue 34): offered first and open, except in front of a login's person check.
  const offered = passkey && !(choices.length === 1 && choices[0]?.method === 'slider');
  return {
    action: answer.action,
    choices: offered ? [{ method: 'passkey', options: passkey }, ...choices] : choices,
    suggested: offered ? 'passkey' : answer.suggested,
    state: answer.state,
    expiresAt: answer.expiresAt,
  };
}

/**
 * The options of a passkey that may answer verification `token`, where this browser can use
 * passkeys and the member has one that may (the service refuses otherwise, and then, as on any
 * failure here, the service's other methods are all there is).
 */
async function passkeyOptions(client: Caller['client'], token: string, signal: AbortSignal): Promise<PasskeyRequestOptions | undefined> {
  if (!passkeysSupported()) return undefined;
  try {
    return (await client.gateway(PASSKEYS.passkeyVerificationOptions, { token }, { signal })).options;
  } catch {
    return undefined;
  }
}

/**
 * Answers verification `token` with a passkey (the browser's prompt on `options`): the state the
 * service gives, or why no passkey answered (the prompt closed, or failed). A passkey the service
 * finds wrong counts as a wrong answer, with its message.
 */
export async function verifyWithPasskey(
  { client }: Caller,
  { token, options }: { readonly token: string; readonly options: PasskeyRequestOptions },
  signal: AbortSignal,
): Promise<VerificationState | { readonly refused: PasskeyRefusal }> {
  let credential: Awaited<ReturnType<typeof getPasskey>>;
  try {
    credential = await getPasskey(options, { autofill: false, signal });
  } catch (error) {
    if (error instanceof PasskeyCeremonyError) return { refused: error.reason };
    throw error;
  }
  signal.throwIfAborted();
  try {
    return (await client.gateway(PASSKEYS.passkeyVerify, { token, credential }, { signal })).state;
  } catch (error) {
    const ended = endedState(error);
    if (ended) return ended;
    throw error;
  }
}

export async function sendVerification(
  { client }: Caller,
  { token, method, ...options }: { readonly token: string; readonly method: SentMethod; readonly resend: boolean; readonly channel?: DeliveryChannel },
  signal: AbortSignal,
): Promise<VerificationSent | { readonly ended: 'REJECTED' | 'EXPIRED' }> {
  try {
    const answer = await client.gateway(
      SECURITY.sendVerification,
      { token, method, ...(options.resend ? { isResend: true } : {}), ...(options.channel ? { deliveryType: options.channel } : {}) },
      { signal },
    );
    return { codeLength: answer.codeLength ?? CODE_LENGTH, number: answer.number, resendAfter: answer.resendAfter };
  } catch (error) {
    const ended = endedState(error);
    if (ended) return { ended };
    throw error;
  }
}

/** Answers the method; a wrong answer fails with the service's message (the screen shows it at the field). */
export async function checkVerification(
  context: Pick<FlowContext, 'client' | 'publicKey' | 'cipher'>,
  { token, answer }: { readonly token: string; readonly answer: VerificationAnswer },
  signal: AbortSignal,
): Promise<VerificationState> {
  const method: AnsweredMethod = answer.method;
  const fields =
    answer.method === 'password'
      ? { encryptPassword: await encryptedPassword(context, answer.password) }
      : answer.method === 'slider'
        ? { track: [...answer.track] }
        : answer.method === 'question'
          ? { answer: answer.answer.trim() }
          : { code: answer.code };
  try {
    return (await context.client.gateway(SECURITY.checkVerification, { token, method, ...fields }, { signal })).state;
  } catch (error) {
    // A last wrong answer rejects the verification for good; one past its window has expired.
    const ended = endedState(error);
    if (ended) return ended;
    throw error;
  }
}

/** The code of a wrong answer (its data's `state` says whether the verification goes on) and of an expired verification. */
const WRONG_ANSWER = 'VERIFICATION_REJECTED';
const EXPIRED = 'PL-USER-TOKEN-EXPIRED';

/** The outcome a refused answer or send means: REJECTED after the last wrong answer, EXPIRED past the window; else none. */
function endedState(error: unknown): 'REJECTED' | 'EXPIRED' | undefined {
  if (!(error instanceof MemberError)) return undefined;
  if (error.code === EXPIRED) return 'EXPIRED';
  const state = (error.data as { state?: unknown } | undefined)?.state;
  return error.code === WRONG_ANSWER && state === 'REJECTED' ? 'REJECTED' : undefined;
}

/** Waits for a push to be answered or an e-mail link to be opened: the state once it is no longer PENDING. */
export async function waitForVerification({ client }: Caller, token: string, signal: AbortSignal): Promise<VerificationState> {
  for (;;) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, VERIFICATION_POLL_MS);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
    const { state } = await client.gateway(SECURITY.verificationStatus, { token }, { signal });
    if (state !== 'PENDING') return state;
  }
}

/** A login's second verification, passed: the session starts, and the page goes back where it was (allow-listed). */
export async function finishVerifiedLogin(
  { client, page }: Pick<FlowContext, 'client' | 'page'>,
  { token, redirect }: { readonly token: string; readonly redirect: string | undefined },
  signal: AbortSignal,
): Promise<AccountAnswer> {
  await client.gateway(SECURITY.finishVerifiedLogin, { token }, { signal });
  return { type: 'leave', url: safeRedirect(redirect, '/', { base: page.url() }) };
}

export async function loadSecurity({ client }: Caller, _input: undefined, signal: AbortSignal): Promise<Security> {
  return client.gateway(SECURITY.overview, {}, { signal });
}

export async function changePassword(
  context: Pick<FlowContext, 'client' | 'publicKey' | 'cipher'>,
  change: { readonly current?: string | undefined; readonly next: string; readonly signOutOthers: boolean },
  signal: AbortSignal,
): Promise<AccountAnswer> {
  const newPassword = await encryptedPassword(context, change.next);
  const currentPassword = change.current ? await encryptedPassword(context, change.current) : undefined;
  await context.client.gateway(
    SECURITY.changePassword,
    { newPassword, signOutOthers: change.signOutOthers, ...(currentPassword ? { currentPassword } : {}) },
    { signal },
  );
  return { type: 'securityChanged', change: 'password' };
}

export async function sendPhoneChange(
  { client }: Caller,
  phone: { readonly prefix: string; readonly number: string; readonly channel: DeliveryChannel; readonly resend: boolean },
  signal: AbortSignal,
): Promise<AccountAnswer> {
  const sent = await client.gateway(
    SECURITY.sendPhoneChange,
    { phonePrefixCode: phone.prefix, phone: phone.number, deliveryType: phone.channel, ...(phone.resend ? { isResend: true } : {}) },
    { signal },
  );
  return { type: 'codeSent', to: 'phone', codeLength: sent.codeLength, resendAfter: sent.resendAfter };
}

export async function confirmPhoneChange({ client }: Caller, { code, signOutOthers }: CodeConfirmation, signal: AbortSignal): Promise<AccountAnswer> {
  const security = await client.gateway(SECURITY.confirmPhoneChange, { code, signOutOthers }, { signal });
  return { type: 'securityChanged', change: 'phone', security };
}

export async function sendEmailChange(
  { client }: Caller,
  { email, resend }: { readonly email: string; readonly resend: boolean },
  signal: AbortSignal,
): Promise<AccountAnswer> {
  const sent = await client.gateway(SECURITY.sendEmailChange, { email: email.trim(), ...(resend ? { isResend: true } : {}) }, { signal });
  return { type: 'codeSent', to: 'email', codeLength: sent.codeLength, resendAfter: sent.resendAfter };
}

export async function confirmEmailChange({ client }: Caller, { code, signOutOthers }: CodeConfirmation, signal: AbortSignal): Promise<AccountAnswer> {
  const security = await client.gateway(SECURITY.confirmEmailChange, { code, signOutOthers }, { signal });
  return { type: 'securityChanged', change: 'email', security };
}

/** Signs out one device, or every other one (no `id`). */
export async function signOutDevices({ client }: Caller, id: string | undefined, signal: AbortSignal): Promise<AccountAnswer> {
  const security = await client.gateway(SECURITY.signOutDevices, id ? { id } : {}, { signal });
  return { type: 'securityChanged', change: 'devices', security };
}

/**
 * Gives device `id` the member's name for it, trimmed (empty takes the name away), once the field
 * rule passed; answers the member's security as it is now, for the devices page.
 */
export async function renameDevice({ client }: Caller, { id, name }: { readonly id: string; readonly name: string }, signal: AbortSignal): Promise<Security> {
  return client.gateway(SECURITY.renameDevice, { id, deviceName: name.trim() }, { signal });
}

/** The orders that stand in the way of deleting the account. */
export async function deletionBlockers(
  { client }: Caller,
  _input: undefined,
  signal: AbortSignal,
): Promise<readonly { readonly number: string; readonly status: string }[]> {
  return (await client.gateway(SECURITY.deletionCheck, {}, { signal })).blockers;
}

export async function requestDeletion({ client }: Caller, confirmation: string, signal: AbortSignal): Promise<AccountAnswer> {
  const { endsAt } = await client.gateway(SECURITY.requestDeletion, { confirmation: confirmation.trim() }, { signal });
  return { type: 'deletionRequested', endsAt };
}

export { passwordPolicy } from '../passwordPolicy.ts';
