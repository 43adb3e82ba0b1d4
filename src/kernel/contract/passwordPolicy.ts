/**
 * The password policy the service announces (issue 35; the policies in
 * `kernel/rules/passwordPolicy.ts`): the screens that set a password show its rules and hints. Apart
 * from the call tables so that only those screens' chunks carry it.
 */
import { boolean, enums, number, type } from 'superstruct';
import { gateway } from './callShape.ts';

const empty = type({});

export const PasswordPolicySchema = type({
  name: enums(['regional', 'nist']),
  minLength: number(),
  maxLength: number(),
  maxBytes: number(),
  cappedByKey: boolean(),
});

export const PASSWORD_POLICY = {
  /** The policy new passwords follow on this service (no login needed: the sign-up asks it). */
  passwordPolicy: gateway('mtop.lazada.member.user.passwordPolicy', empty, PasswordPolicySchema, { method: 'GET', backup: false }),
} as const;
