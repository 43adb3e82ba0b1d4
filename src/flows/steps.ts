/**
 * The steps of the popup's journeys (spec section 2's member flow step names) and what a flow
 * answers when the shopper acts: the next step to show, a login to finish, a page to leave for,
 * the end of the journey, or staying where it is. A screen shows the step its route carries and
 * hands the shopper's input to its flow; the popup carries the answer out in one place
 * (`page/carryOut.ts`). Each route carries exactly what its screen needs, typed: nothing is
 * re-validated at runtime because nothing untyped ever reaches it.
 */
import type { OtpType } from '../kernel/contract/calls.ts';
import type { EmailOtpType } from '../kernel/contract/emailSignup.ts';
import type { DeliveryChannel, LoginResponse } from '../kernel/contract/entities.ts';
import type { MessageKey } from '../i18n/catalogue.ts';

/** A code on its way to a phone (`flows/phoneCode.ts`): what Verify needs to confirm it. */
export interface SentCode {
  /** National number, digits only. */
  readonly phone: string;
  /** Dial code without the plus sign. */
  readonly prefix: string;
  readonly channel: DeliveryChannel;
  readonly codeLength: number;
  readonly type: OtpType;
}

export type ResetChannel = 'SMS' | 'EMAIL';

/** A password-reset code on its way (`flows/passwordReset.ts`): what Verify needs to confirm it. */
export interface ResetVerification {
  readonly purpose: 'reset';
  readonly token: string;
  /** The login name the code went to (a phone or an e-mail address). */
  readonly target: string;
  readonly channel: ResetChannel;
  readonly codeLength: number;
}

/** Verify's step: the phone to send a code to, the code sent to it, or a password-reset code. */
export type VerifyStep =
  | { readonly kind: 'phone'; readonly otpType: OtpType }
  | { readonly kind: 'code'; readonly sent: SentCode }
  | { readonly kind: 'reset'; readonly verification: ResetVerification };

/**
 * A code on its way to an e-mail address (`flows/emailSignup.ts`): Registry's code step. A sign-up
 * code comes with the new password; a login code alone.
 */
export interface EmailCode {
  readonly email: string;
  readonly type: EmailOtpType;
  readonly codeLength: number;
}

/**
 * ProfileComplete's step: the base info with the register token, then the other info. After an
 * e-mail sign-up the account is the address and its password is set already; `guestOrders` says
 * how many guest orders the sign-up made the member's.
 */
export type ProfileStep =
  | {
      readonly kind: 'base';
      readonly token: string;
      readonly userId?: string | number | undefined;
      readonly phone?: string | undefined;
      readonly email?: string;
      readonly passwordSet?: boolean;
      readonly guestOrders?: number;
    }
  | { readonly kind: 'other' };

export type Route =
  | { readonly name: 'Login' }
  | { readonly name: 'Qrcode' }
  /** Registry, at the e-mail code's step once a code was sent. */
  | { readonly name: 'Registry'; readonly code?: EmailCode }
  | { readonly name: 'ForgetPassword' }
  | { readonly name: 'Verify'; readonly step: VerifyStep }
  /** The reset token comes from Verify, or from the page's `bizToken` when absent. */
  | { readonly name: 'ResetPassword'; readonly token?: string; readonly account?: string }
  | { readonly name: 'ProfileComplete'; readonly step: ProfileStep };

export type RouteName = Route['name'];

/** The route a name opens on by itself (the `route` attribute, `show(name)`, a header link). */
export function routeNamed(name: RouteName): Route {
  switch (name) {
    case 'Verify':
      return { name, step: { kind: 'phone', otpType: 'OTP_LOGIN' } };
    case 'ProfileComplete':
      return { name, step: { kind: 'other' } };
    default:
      return { name };
  }
}

/** What a login answer decided (spec section 4, `flows/nextStep.ts`). */
export type NextStepDecision =
  /** No login DTO: the popup just closes. */
  | { readonly type: 'close'; readonly loggedIn: false }
  /** Logged in, nothing more to do: `login-success`, then close (or go to `url` when given). */
  | { readonly type: 'done'; readonly loggedIn: true; readonly url?: string }
  /** Leave for `url` (a next-step page, or an allow-listed jump). */
  | { readonly type: 'navigate'; readonly loggedIn: boolean; readonly url: string }
  /** Ask whether to restore the account pending deletion, with its cancel token. */
  | { readonly type: 'restore'; readonly loggedIn: false; readonly token: string }
  /** Replace the screen with ProfileComplete at `step` (the base info when a register token came). */
  | { readonly type: 'profile'; readonly loggedIn: true; readonly step: ProfileStep };

/** A login answer and what it decided (spec section 4), for the page side to carry out. */
export interface LoginOutcome {
  readonly response: LoginResponse | undefined;
  readonly decision: NextStepDecision;
  /** A success notice shown first, read before the popup moves on (the restored account). */
  readonly notice?: MessageKey;
}

/** What a flow answers to the shopper's input. */
export type Next =
  /** The journey's next step: pushed, or in place of the current one (`replace`, or the same screen). */
  | { readonly type: 'show'; readonly route: Route; readonly replace?: boolean }
  /** The member is logged in (or the login asks for more): the page side finishes it. */
  | { readonly type: 'login'; readonly outcome: LoginOutcome }
  /** Leave the page for `url` (allow-listed), after a notice when there is one. */
  | { readonly type: 'leave'; readonly url: string; readonly notice?: MessageKey }
  /** The journey is over: the popup closes. */
  | { readonly type: 'close' }
  /** Nothing moves; the screen shows `problem` at its field, or `message` as a toast. */
  | { readonly type: 'stay'; readonly problem?: MessageKey; readonly message?: MessageKey };

export const STAY: Next = { type: 'stay' };
