/**
 * The passkey calls of `PASSKEYS` (src/kernel/contract/passkeys.ts) on the gateway: the member
 * area's Passkeys page (list, add, rename, remove) and a passkey as the answer to a verification.
 * The login calls are REST calls (rest.ts), the well-known file is api.ts's. Adding and removing a
 * passkey are security changes as a password change is: counted, refused for 24 hours after "this
 * wasn't me", each needs a fresh verification of its own action (`addPasskey`, `removePasskey`) and
 * uses it up, and the member's contacts are told once it is stored. Renaming changes no access: no
 * verification, as for a device's name.
 */
import type { Context } from 'hono';
import type { AnswerOf, RequestOf } from '../../src/kernel/contract/calls.ts';
import type { PASSKEYS } from '../../src/kernel/contract/passkeys.ts';
import { releaseAnswer, reserveAnswer, wrongAnswer } from '../domain/answerBudget.ts';
import { sendNotices } from '../domain/notices.ts';
import {
  authenticatorName,
  checkedName,
  passkeyList,
  passkeyNotFound,
  registrationOptions,
  requireSettings,
  storePasskey,
  verificationAssertion,
  verificationOptions,
  verifiedRegistration,
} from '../domain/passkeys.ts';
import { Refusal } from '../domain/refusal.ts';
import { within } from '../domain/limits.ts';
import { sha256 } from '../domain/secrets.ts';
import { VERIFICATION_WINDOW_MS } from '../../src/kernel/contract/security.ts';
import { MESSAGES } from '../domain/messages.ts';
import { loadVerification, requireFresh, settle, spendFresh, verificationState, type LoadedVerification } from '../domain/verification.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { changingMember } from './accountSecurity.ts';
import { countedChange, member, type AccountCallContext } from './account.ts';
import { presentBinding } from './cookies.ts';
import type { ServiceDeps } from './deps.ts';
import { ownOrigin } from './origin.ts';
import { readerOf } from './reader.ts';
import { rejected, sessionOf, unavailable } from './security.ts';

type Calls = typeof PASSKEYS;
export type PasskeyHandlers = { readonly [K in keyof Calls]: (data: RequestOf<Calls[K]>, context: AccountCallContext) => Promise<AnswerOf<Calls[K]>> };

/** The passkey options one verification may ask for (each a challenge row) in its window. */
export const VERIFY_OPTIONS_PER_VERIFICATION = 10;

/** The passkey calls that change nothing: they run without the CSRF token. */
export const PASSKEY_READS: ReadonlySet<keyof Calls> = new Set(['passkeyList']);

export function passkeyHandlers(deps: ServiceDeps): PasskeyHandlers {
  const { storage, config } = deps;
  const settings = (c: Context) => requireSettings(config, ownOrigin(c));

  const changer = (user: UserRecord | undefined, c: Context) => changingMember(deps, user, c);

  /** One of the member's passkeys, or the not-found refusal (another member's is answered as none). */
  async function ownPasskey(user: UserRecord, id: string) {
    const passkey = await storage.passkeys.byId(id);
    if (!passkey || passkey.userId !== user.id) throw passkeyNotFound();
    return passkey;
  }

  /**
   * The verification of `token` as this browser may see it, still pending. A passkey needs no
   * person check in front of it (its user verification is one) and is offered for every action.
   */
  async function pendingVerification(c: Context, token: string): Promise<LoadedVerification> {
    const loaded = await loadVerification(deps, token, sessionOf(c), { browser: presentBinding(c) });
    const state = await verificationState(deps, loaded);
    if (state === 'REJECTED') throw rejected(state);
    if (state !== 'PENDING') throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
    return loaded;
  }

  const notify = (c: Context, user: UserRecord, change: 'passkeyAdded' | 'passkeyRemoved', name: string, passkey?: string) =>
    sendNotices(deps, ownOrigin(c), user, user, change, readerOf(c).language, name, passkey);

  return {
    passkeyList: async (_data, { c, user }) => passkeyList(deps, settings(c), member(user).id),
    passkeyRegistrationOptions: async (_data, { c, user: caller }) => {
      const relyingParty = settings(c);
      const { user, session } = await changer(caller, c);
      // Looked at only: the passkey's registration uses it up once the passkey is verified.
      await requireFresh(deps, session, user, 'addPasskey', { keep: true });
      return { options: await registrationOptions(deps, relyingParty, user, session) };
    },
    passkeyRegister: async ({ credential, passkeyName }, { c, user: caller }) => {
      const relyingParty = settings(c);
      const { user, session } = await changer(caller, c);
      await requireFresh(deps, session, user, 'addPasskey', { keep: true });
      const passkey = await verifiedRegistration(deps, relyingParty, user, session, credential, passkeyName);
      await spendFresh(deps, session, user, 'addPasskey');
      await storePasskey(deps, passkey);
      await notify(c, user, 'passkeyAdded', passkey.name, passkey.id);
      return passkeyList(deps, relyingParty, user.id);
    },
    passkeyRename: async ({ passkeyId, passkeyName }, { c, user: caller }) => {
      const relyingParty = settings(c);
      const user = await countedChange(deps, caller);
      const name = checkedName(passkeyName);
      const passkey = await ownPasskey(user, passkeyId);
      if (!(await storage.passkeys.rename(user.id, passkey.id, name || authenticatorName(passkey.aaguid)))) throw passkeyNotFound();
      return passkeyList(deps, relyingParty, user.id);
    },
    passkeyRemove: async ({ passkeyId }, { c, user: caller }) => {
      const relyingParty = settings(c);
      const { user, session } = await changer(caller, c);
      // Checked first: the removal uses the verification up, so a refusal must not waste it.
      const passkey = await ownPasskey(user, passkeyId);
      await requireFresh(deps, session, user, 'removePasskey');
      if (!(await storage.passkeys.delete(user.id, passkey.id))) throw passkeyNotFound();
      await notify(c, user, 'passkeyRemoved', passkey.name);
      return passkeyList(deps, relyingParty, user.id);
    },
    passkeyVerificationOptions: async ({ token }, { c }) => {
      const relyingParty = settings(c);
      const loaded = await pendingVerification(c, token);
      // Each makes a challenge row: a few per verification (the screen asks once, and again after a cancelled prompt).
      await within(storage, `passkey-verify-options:${sha256(token)}`, { max: VERIFY_OPTIONS_PER_VERIFICATION, windowMs: VERIFICATION_WINDOW_MS, at: config.now() });
      const options = await verificationOptions(deps, relyingParty, loaded.user, token);
      if (!options) throw unavailable();
      return { options };
    },
    passkeyVerify: async ({ token, credential }, { c }) => {
      const relyingParty = settings(c);
      const loaded = await pendingVerification(c, token);
      // Reserved before it is checked, given back when right or never checked (as a code's answer).
      await reserveAnswer(deps, loaded, rejected);
      const right = await verificationAssertion(deps, relyingParty, loaded.user, token, credential).catch(async (error: unknown) => {
        await releaseAnswer(deps, loaded);
        throw error;
      });
      if (!right) throw rejected(await wrongAnswer(deps, loaded));
      await releaseAnswer(deps, loaded);
      return { state: await settle(deps, loaded, 'VERIFIED') };
    },
  };
}
