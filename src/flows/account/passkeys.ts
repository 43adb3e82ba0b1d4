/**
 * The member area's Passkeys page (issue 34): the member's passkeys, adding one (the service asks
 * for a fresh verification first, which the network layer shows and passes before the call is sent
 * again), renaming and removing one (removing asks for a verification too). Every answer is the list
 * as the service has it now, which the browser's password manager is told (`signalAcceptedPasskeys`).
 */
import { PASSKEYS, type PasskeyList } from '../../kernel/contract/passkeys.ts';
import { PasskeyCeremonyError } from '../../security/passkeyRefusal.ts';
import { loadWebAuthn } from '../../security/webauthn.ts';
import { passkeysSupported } from '../../security/passkeySupport.ts';
import type { FlowContext } from '../context.ts';
import type { AccountAnswer } from './answers.ts';

type Caller = Pick<FlowContext, 'client'>;

/** `list`, which the browser's password manager is told, once the WebAuthn library is here (it is not waited for). */
function accepted(list: PasskeyList): PasskeyList {
  loadWebAuthn().then(
    ({ signalAcceptedPasskeys }) => signalAcceptedPasskeys(list),
    () => undefined, // The library could not be fetched: the list is right without the signal.
  );
  return list;
}

export async function loadPasskeys({ client }: Caller, _input: undefined, signal: AbortSignal): Promise<PasskeyList> {
  return accepted(await client.gateway(PASSKEYS.passkeyList, {}, { signal }));
}

/** Makes a passkey on this device (the browser's prompt) and adds it; a ceremony that made none answers why. */
export async function addPasskey({ client }: Caller, _input: undefined, signal: AbortSignal): Promise<AccountAnswer> {
  const [{ options }, { createPasskey }] = await Promise.all([client.gateway(PASSKEYS.passkeyRegistrationOptions, {}, { signal }), loadWebAuthn()]);
  let credential: Awaited<ReturnType<typeof createPasskey>>;
  try {
    credential = await createPasskey(options);
  } catch (error) {
    if (error instanceof PasskeyCeremonyError) return { type: 'passkeyNotAdded', reason: error.reason };
    throw error;
  }
  signal.throwIfAborted();
  const list = accepted(await client.gateway(PASSKEYS.passkeyRegister, { credential }, { signal }));
  // The new one is the one the list did not have: the service lists them oldest first.
  return { type: 'passkeys', passkeys: list, change: 'added', id: list.passkeys.at(-1)?.id ?? credential.id };
}

/**
 * Names passkey `id` (trimmed; empty gives it the authenticator's name back), once the field rule
 * passed; answers the member's passkeys as they are now, for the page (as a device's name, it changes
 * nothing the host hears of).
 */
export async function renamePasskey({ client }: Caller, { id, name }: { readonly id: string; readonly name: string }, signal: AbortSignal): Promise<PasskeyList> {
  return client.gateway(PASSKEYS.passkeyRename, { passkeyId: id, passkeyName: name.trim() }, { signal });
}

export async function removePasskey({ client }: Caller, id: string, signal: AbortSignal): Promise<AccountAnswer> {
  const list = accepted(await client.gateway(PASSKEYS.passkeyRemove, { passkeyId: id }, { signal }));
  return { type: 'passkeys', passkeys: list, change: 'removed', id };
}

/** How long "Not now" puts the dashboard's passkey offer away on this device. */
export const PASSKEY_OFFER_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
const OFFER_SNOOZED_KEY = 'mlp.passkeyOffer.snoozedUntil';

/**
 * Whether the dashboard may offer this member a passkey (issue 34, point 2): this device can make
 * one with its own screen lock, "Not now" was not said on it in the last 30 days, and the member has
 * none (the list, kept for the Passkeys page). Answers the list when the offer stands.
 */
export async function passkeyOffer({ client, page }: Pick<FlowContext, 'client' | 'page'>, _input: undefined, signal: AbortSignal): Promise<PasskeyList | undefined> {
  if (!passkeysSupported() || offerSnoozed(page)) return undefined;
  if (!(await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false))) return undefined;
  const list = await loadPasskeys({ client }, undefined, signal);
  return list.passkeys.length === 0 ? list : undefined;
}

function offerSnoozed(page: FlowContext['page']): boolean {
  try {
    return Number(page.local().getItem(OFFER_SNOOZED_KEY) ?? 0) > Date.now();
  } catch {
    return false; // Storage is off: the offer stands ("Not now" puts it away until the dashboard shows again).
  }
}

/** "Not now": the offer is put away on this device for 30 days. */
export function snoozePasskeyOffer({ page }: Pick<FlowContext, 'page'>): void {
  try {
    page.local().setItem(OFFER_SNOOZED_KEY, String(Date.now() + PASSKEY_OFFER_SNOOZE_MS));
  } catch {
    // Storage is off: the page forgets the offer until it is loaded again.
  }
}
