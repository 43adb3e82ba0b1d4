/**
 * The scenario accounts of development mode: one for each next-step action, a recently deleted
 * phone (cooling period), and a risky phone. They are put back in their scenario state at every
 * start, so each can be tried again and again.
 */
import type { ServiceConfig } from './config.ts';
import { loginFailureKey, loginNameFailureKey } from './logins.ts';
import { hashPassword } from './passwordHash.ts';
import type { Storage, UserRecord } from '../storage/Storage.ts';
import { demoOrders } from './demoOrders.ts';
import { normalisedAnswer, securityLockKey } from './verification.ts';
import { closeAnchor } from './recovery.ts';
import { seedGrocery } from './demoGrocery.ts';

export const DEMO_PASSWORD = 'Shopper123!';
export const RISKY_PHONE = '+6581239999';
export const RISKY_SOCIAL_EMAIL = 'risky-social@example.com';

export interface Scenario {
  readonly email: string | null;
  readonly phone: string | null;
  readonly name: string;
  /** The member area's full name and member level, and whether it has an order history. */
  readonly fullName?: string;
  readonly memberLevel?: string;
  readonly orders?: boolean;
  /** The question bank's answers: kept, never offered as a verification (issue 32). */
  readonly answers?: readonly { readonly question: string; readonly answer: string }[];
  readonly status: UserRecord['status'];
  readonly nextStep: string | null;
  /** What the README says about it. */
  readonly about: string;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    email: 'shopper@example.com',
    phone: '81234567',
    name: 'Sam Shopper',
    fullName: 'Samantha Shopper',
    memberLevel: 'TRUSTED',
    orders: true,
    status: 'NORMAL',
    nextStep: null,
    about: 'plain login (password, or code to +65 8123 4567); the member area has its order history',
  },
  {
    email: 'security@example.com',
    phone: '81234568',
    name: 'Sid Secure',
    fullName: 'Sidney Secure',
    status: 'NORMAL',
    nextStep: null,
    about:
      'the account-security journeys: phone (+65 8123 4568), e-mail and password, no undelivered orders (so it can be deleted); the scenario reset puts its phone, e-mail and status back',
  },
  {
    email: 'question@example.com',
    phone: null,
    name: 'Quinn Question',
    answers: [{ question: 'In which city were you born?', answer: 'Singapore' }],
    status: 'NORMAL',
    nextStep: null,
    about: 'has security-question answers (born in "Singapore"), kept but never offered: no verification takes a knowledge answer (issue 32)',
  },
  {
    email: 'second-verification@example.com',
    phone: '81234569',
    name: 'Vera Verify',
    status: 'NORMAL',
    nextStep: 'SECOND_VERIFICATION',
    about: 'SECOND_VERIFICATION: the verification page (slider suggested; SMS to +65 8123 4569, e-mail code or link), then logged in',
  },
  {
    email: 'pending-deletion@example.com',
    phone: null,
    name: 'Dee Leted',
    status: 'DELETION_PENDING',
    nextStep: null,
    about: 'DELETION_COOL_CONFIRM: the restore-account dialog',
  },
  { email: 'jump@example.com', phone: null, name: 'Jay Jump', status: 'NORMAL', nextStep: 'JUMP_TO_URL', about: 'JUMP_TO_URL: the welcome-offer page' },
  {
    email: 'complete-password@example.com',
    phone: null,
    name: 'Pat Password',
    status: 'NORMAL',
    nextStep: 'COMPLETE_PASSWORD_FOR_LOGIN',
    about: 'COMPLETE_PASSWORD_FOR_LOGIN: the reset-password page',
  },
  {
    email: 'oauth-verify@example.com',
    phone: null,
    name: 'Olive Oauth',
    status: 'NORMAL',
    nextStep: 'OAUTH_VERIFY_EMAIL_PASSWORD',
    about: 'OAUTH_VERIFY_EMAIL_PASSWORD: the account-auth verify page',
  },
  {
    email: 'oauth-phone@example.com',
    phone: null,
    name: 'Otto Oauth',
    status: 'NORMAL',
    nextStep: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER',
    about: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER: the account-auth verify page',
  },
  {
    email: RISKY_SOCIAL_EMAIL,
    phone: null,
    name: 'Rita Risky',
    status: 'NORMAL',
    nextStep: null,
    about: 'third-party login suspended for risk (Google or Facebook); password login works',
  },
  {
    email: 'grocery@example.com',
    phone: '81234570',
    name: 'Gina Grocer',
    status: 'NORMAL',
    nextStep: null,
    about: 'has an account of the old grocery brand (FreshMart, same e-mail, its password Grocery123!) to merge: 3 orders, 2 addresses, 2 vouchers',
  },
  {
    email: null,
    phone: '81230000',
    name: 'Deleted',
    status: 'DELETED',
    nextStep: null,
    about: 'recently deleted: signing up with +65 8123 0000 ends on the registration-failure page',
  },
];

/** `resetPasswords` also puts the demo password back (the dev reset tool; not at every start, hashing is slow). */
export async function seedScenarios({ storage, config }: { readonly storage: Storage; readonly config: ServiceConfig }, { resetPasswords = false } = {}): Promise<void> {
  const at = config.now();
  for (const scenario of SCENARIOS) {
    // By e-mail, else by phone: the security journeys change one or the other.
    const existing =
      (scenario.email ? await storage.users.byEmail(scenario.email) : undefined) ?? (scenario.phone ? await storage.users.byPhone('65', scenario.phone) : undefined);
    if (existing) {
      await storage.users.update(
        existing.id,
        {
          status: scenario.status,
          nextStep: scenario.nextStep,
          deletionEndsAt: null,
          // The reset tool also puts back what the member area changes.
          ...(resetPasswords
            ? {
                passwordHash: await hashPassword(DEMO_PASSWORD, config.passwordHashing),
                fullName: scenario.fullName ?? null,
                newsletter: false,
                smsNewsletter: false,
                name: scenario.name,
                gender: null,
                birthday: null,
                email: scenario.email,
                phone: scenario.phone,
                phonePrefixCode: scenario.phone ? '65' : null,
                // The grocery-brand merge's "not now" too: the offer stands again.
                legacyAskAfter: null,
              }
            : {}),
        },
        at,
      );
      await storage.counters.clear(loginFailureKey(existing.id));
      // And the failures of the names it is logged in with (the demo's journeys start afresh).
      if (scenario.email) await storage.counters.clear(loginNameFailureKey(scenario.email.toLowerCase()));
      if (scenario.phone) await storage.counters.clear(loginNameFailureKey(`+65${scenario.phone}`));
      if (resetPasswords) for (const address of await storage.addresses.list(existing.id)) await storage.addresses.delete(existing.id, address.id);
      // And every device signed in to it (its own and `/__dev/devices`' others): the next shopper logs in afresh.
      if (resetPasswords) await storage.sessions.deleteForUser(existing.id, undefined);
      // And its passkeys (issue 34): a journey that adds one starts without.
      if (resetPasswords) for (const passkey of await storage.passkeys.listForUser(existing.id)) await storage.passkeys.delete(existing.id, passkey.id);
      // And the pause of security changes a "this wasn't me" started: the next shopper may change them.
      if (resetPasswords) await storage.counters.clear(securityLockKey(existing.id));
      // And the change window a contact change opened (issue 28): a passkey added next is not one added in it.
      if (resetPasswords) await closeAnchor({ storage, config }, existing.id);
      await seedOrders(storage, existing.id, scenario, at);
      await seedAnswers(storage, config, existing.id, scenario);
      continue;
    }
    const user = await storage.users.insert(
      {
        name: scenario.name,
        email: scenario.email,
        phonePrefixCode: scenario.phone ? '65' : null,
        phone: scenario.phone,
        passwordHash: await hashPassword(DEMO_PASSWORD, config.passwordHashing),
        status: scenario.status,
        nextStep: scenario.nextStep,
        ...(scenario.fullName ? { fullName: scenario.fullName } : {}),
        ...(scenario.memberLevel ? { memberLevel: scenario.memberLevel } : {}),
      },
      at,
    );
    await seedOrders(storage, user.id, scenario, at);
    await seedAnswers(storage, config, user.id, scenario);
  }
  await seedGrocery(storage, config);
}

/** The scenario's question-bank answers, hashed as the verification compares them (case and spaces aside). */
async function seedAnswers(storage: Storage, config: ServiceConfig, userId: number, scenario: Scenario): Promise<void> {
  if (!scenario.answers || (await storage.securityAnswers.list(userId)).length === scenario.answers.length) return;
  const answers = await Promise.all(
    scenario.answers.map(async ({ question, answer }) => ({ question, answerHash: await hashPassword(normalisedAnswer(answer), config.passwordHashing) })),
  );
  await storage.securityAnswers.set(userId, answers);
}

/** The scenario's order history, once (an account that has orders keeps them). */
async function seedOrders(storage: Storage, userId: number, scenario: Scenario, at: number): Promise<void> {
  if (!scenario.orders || (await storage.orders.page(userId, { offset: 0, limit: 1 })).total > 0) return;
  for (const order of demoOrders(userId, 'SG', 'SGD', at)) await storage.orders.insert(order);
}
