/**
 * The member area's unsaved forms across a reload: Edit profile's and the address forms' drafts are
 * written to the tab's session storage under the member they belong to (a key made from what the
 * service shows of them, never their data in the key), brought back when that member's account
 * shows again, and put aside when another member's does. They are wiped from the browser when the
 * member logs out, the account goes to deletion, or any answer says the session ended (the login
 * popup opens for the call): nothing a member typed stays behind them.
 */
import { isAddressCountry } from '../../kernel/config/addressCountries.ts';
import type { AddressDraft, MemberProfile, ProfileDraft } from '../../flows/account/model.ts';
import { accountStatusAtom, addressDraftsAtom, profileDraftAtom } from '../../state/account.ts';
import type { PopupStore } from '../../state/store.ts';

/** The prefix of every draft key in session storage; the member's key follows it. */
const DRAFTS_KEY_PREFIX = 'member-account.drafts.';

interface StoredDrafts {
  readonly profile?: unknown;
  readonly addresses?: unknown;
}

/** FNV-1a of what the service shows of the member (masked e-mail and phone): which member, not who. */
function memberKey(profile: MemberProfile): string {
  let hash = 0x811c9dc5;
  for (const char of `${profile.email ?? ''}\n${profile.phone ?? ''}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (a sandboxed frame, a privacy setting): drafts live as long as the page.
    return undefined;
  }
}

/** Removes every member's drafts from the browser. */
export function wipeStoredDrafts(): void {
  const stored = storage();
  if (!stored) return;
  const keys: string[] = [];
  for (let index = 0; index < stored.length; index += 1) {
    const key = stored.key(index);
    if (key?.startsWith(DRAFTS_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) stored.removeItem(key);
}

function read(key: string): StoredDrafts {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredDrafts) : {};
  } catch {
    return {};
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: Record<string, unknown>, names: readonly string[]) => names.every((name) => typeof value[name] === 'string');

/** A profile draft as this module wrote it; anything else (an older shape, a hand edit) is dropped. */
function profileDraft(value: unknown): ProfileDraft | undefined {
  return isRecord(value) && strings(value, ['fullName', 'nickname', 'gender', 'year', 'month', 'date']) ? (value as unknown as ProfileDraft) : undefined;
}

/** The address drafts as this module wrote them, each checked as profileDraft is. */
function addressDrafts(value: unknown): Record<string, AddressDraft> {
  const drafts: Record<string, AddressDraft> = {};
  if (!isRecord(value)) return drafts;
  for (const [id, draft] of Object.entries(value)) {
    if (
      isRecord(draft) &&
      strings(draft, ['recipient', 'phone', 'country']) &&
      isAddressCountry(String(draft['country'])) &&
      isRecord(draft['fields']) &&
      strings(draft['fields'], Object.keys(draft['fields'])) &&
      typeof draft['defaultShipping'] === 'boolean' &&
      typeof draft['defaultBilling'] === 'boolean'
    )
      drafts[id] = draft as unknown as AddressDraft;
  }
  return drafts;
}

/** Keeps the drafts of `store`'s member area in session storage for as long as its element lives. */
export function keepAccountDrafts(store: PopupStore): void {
  let owner: string | undefined;
  let restoring = false;

  const save = () => {
    if (owner === undefined || restoring) return;
    const profile = store.get(profileDraftAtom);
    const addresses = store.get(addressDraftsAtom);
    const key = DRAFTS_KEY_PREFIX + owner;
    try {
      if (!profile && Object.keys(addresses).length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify({ ...(profile ? { profile } : {}), addresses }));
    } catch {
      // Storage full or refused: the drafts stay in memory.
    }
  };

  store.sub(accountStatusAtom, () => {
    const status = store.get(accountStatusAtom);
    if (status.kind === 'loggedOut' || status.kind === 'deletionPending') {
      owner = undefined;
      wipeStoredDrafts();
      return;
    }
    if (status.kind !== 'ready') return;
    const key = memberKey(status.overview.profile);
    if (key === owner) return;
    restoring = true;
    if (owner !== undefined) {
      // Another member's account: the drafts typed for the one before are not theirs.
      store.set(profileDraftAtom, undefined);
      store.set(addressDraftsAtom, {});
    }
    owner = key;
    const stored = read(DRAFTS_KEY_PREFIX + key);
    // What this page typed since it loaded wins over what the tab kept from before the reload.
    const profile = profileDraft(stored.profile);
    if (!store.get(profileDraftAtom) && profile) store.set(profileDraftAtom, profile);
    if (Object.keys(store.get(addressDraftsAtom)).length === 0) store.set(addressDraftsAtom, addressDrafts(stored.addresses));
    restoring = false;
    save();
  });
  store.sub(profileDraftAtom, save);
  store.sub(addressDraftsAtom, save);
}
