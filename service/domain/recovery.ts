/**
 * The recovery anchor (issue 32, guarantee 1): the contacts (e-mail, phone) an account had before
 * the first security change of a window (`config.recoveryWindowMs`, 7 days by default). While the
 * window is open every notice goes to them too, a contact added in the window cannot recover the
 * account (no reset code, no verification method), and "this wasn't me" puts them back and sends a
 * link to set a new password to them only. The anchor is a token (kind `recovery-anchor`) keyed by
 * the member: the first change inserts it, later changes of the window leave it as it is. An
 * original contact may approve a contact added in the window ("it was me", a link in the notice
 * sent to the anchor only): the approved contact then recovers the account at once.
 */
import type { Storage, UserRecord } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { randomId, sha256 } from './secrets.ts';

export const ANCHOR_KIND = 'recovery-anchor';
export const APPROVAL_KIND = 'contact-approval';
/** A contact an original one approved: a token of its own, inserted once (the anchor is never rewritten). */
export const APPROVED_KIND = 'contact-approved';
export const APPROVE_PATH = '/user/its-me';

export interface Contacts {
  readonly email: string | null;
  readonly phonePrefixCode: string | null;
  readonly phone: string | null;
}

/** The anchor as kept: its contacts. */
type Anchor = Contacts;

/** What an approval link stands for: the added contact (`a@b.c` or `+6591234567`) and how the page names it (masked). */
export interface Approval {
  readonly contact: string;
  readonly label: string;
}

interface AnchorDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
}

const anchorKey = (userId: number) => sha256(`recovery-anchor|${userId}`);
const approvedKey = (userId: number, contact: string) => sha256(`recovery-approved|${userId}|${contact}`);
export const contactsOf = ({ email, phonePrefixCode, phone }: Contacts): Contacts => ({ email, phonePrefixCode, phone });
export const phoneOf = ({ phonePrefixCode, phone }: Contacts) => (phone && phonePrefixCode ? `+${phonePrefixCode}${phone}` : undefined);

/** The anchor of `userId` while its window is open. */
export async function openAnchor({ storage, config }: AnchorDeps, userId: number): Promise<Anchor | undefined> {
  const found = await storage.tokens.peek(anchorKey(userId), ANCHOR_KIND, config.now());
  return found?.data ? (JSON.parse(found.data) as Anchor) : undefined;
}

/** When the open window of `userId` ends (epoch ms), if one is open: a passkey added meanwhile verifies nothing before then. */
export async function anchorEndsAt({ storage, config }: AnchorDeps, userId: number): Promise<number | undefined> {
  return (await storage.tokens.peek(anchorKey(userId), ANCHOR_KIND, config.now()))?.expiresAt;
}

/**
 * The anchor of `before` (the member as it was before a change): the open one, else its contacts
 * now, kept for a new window. Of two changes racing to open it, the first insert wins.
 */
export async function anchorFor(deps: AnchorDeps, before: UserRecord): Promise<Contacts> {
  const open = await openAnchor(deps, before.id);
  if (open) return open;
  const contacts = contactsOf(before);
  try {
    const at = deps.config.now();
    await deps.storage.tokens.take(anchorKey(before.id), ANCHOR_KIND, 0);
    await deps.storage.tokens.insert({
      token: anchorKey(before.id),
      kind: ANCHOR_KIND,
      userId: before.id,
      data: JSON.stringify(contacts),
      expiresAt: at + deps.config.recoveryWindowMs,
    });
  } catch (error) {
    const raced = await openAnchor(deps, before.id);
    if (raced) return raced;
    throw error;
  }
  return contacts;
}

/** Ends the window (the anchor's contacts were put back). */
export async function closeAnchor({ storage }: AnchorDeps, userId: number): Promise<void> {
  await storage.tokens.take(anchorKey(userId), ANCHOR_KIND, 0);
}

/**
 * The contacts of `user` that may recover the account now: all of them without a window, else
 * only those the anchor had (a contact added in the window recovers nothing until it is over);
 * none for an unknown account.
 */
export async function recoveringContacts(deps: AnchorDeps, user: UserRecord | undefined): Promise<{ email: boolean; phone: boolean }> {
  // Looked up for an unknown account too (id 0 has no anchor): its answer takes the same steps.
  const anchor = await openAnchor(deps, user?.id ?? 0);
  if (!user) return { email: false, phone: false };
  if (!anchor) return { email: user.email !== null, phone: user.phone !== null };
  const approved = async (contact: string | undefined) =>
    contact !== undefined && (await deps.storage.tokens.peek(approvedKey(user.id, contact), APPROVED_KIND, deps.config.now())) !== undefined;
  return {
    email: user.email !== null && (user.email === anchor.email || (await approved(user.email))),
    phone: user.phone !== null && (phoneOf(user) === phoneOf(anchor) || (await approved(phoneOf(user)))),
  };
}

/** A one-time link token that approves `approval` for the member's open window (sent to one original contact). */
export async function approvalToken({ storage, config }: AnchorDeps, userId: number, approval: Approval): Promise<string> {
  const token = randomId();
  await storage.tokens.insert({ token, kind: APPROVAL_KIND, userId, data: JSON.stringify(approval), expiresAt: config.now() + config.recoveryWindowMs });
  return token;
}

/** What approval link `token` stands for, while it is valid. */
export async function pendingApproval({ storage, config }: AnchorDeps, token: string): Promise<Approval | undefined> {
  const found = await storage.tokens.peek(token, APPROVAL_KIND, config.now());
  return found?.data ? (JSON.parse(found.data) as Approval) : undefined;
}

/**
 * Uses approval link `token` up: its contact recovers the account from now on (the window goes on
 * for every other contact). Answers the approval, or undefined for a used or expired link. A
 * window already over needs nothing: every contact of the account recovers it.
 */
export async function approveContact(deps: AnchorDeps, token: string): Promise<Approval | undefined> {
  const at = deps.config.now();
  const found = await deps.storage.tokens.take(token, APPROVAL_KIND, at);
  if (!found?.userId || !found.data) return undefined;
  const approval = JSON.parse(found.data) as Approval;
  // One insert, never a rewrite of the anchor: the window stays closed to every other contact throughout.
  try {
    await deps.storage.tokens.insert({
      token: approvedKey(found.userId, approval.contact),
      kind: APPROVED_KIND,
      userId: found.userId,
      data: null,
      expiresAt: at + deps.config.recoveryWindowMs,
    });
  } catch {
    // Approved before (its key is taken): once is enough.
  }
  return approval;
}
