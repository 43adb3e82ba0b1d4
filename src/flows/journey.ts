/**
 * What every journey is given: the member api, the page, the password key, the third-party
 * providers, and the popup's effects. The popup builds one per open popup
 * (`page/elementJourney.ts`); the Google return page builds its own. Nothing here knows React or
 * the DOM: the effects and providers are ports the page side implements.
 */
import type { LoginResponse } from '../contract/entities.ts';
import type { PageSource, Platform } from '../contract/scene.ts';
import type { MemberClient } from '../member/memberClient.ts';
import type { PasswordCipher } from '../security/encryptPassword.ts';
import type { NextStepDecision } from './nextStep.ts';
import type { Page } from './page.ts';

/** A login answer and what it decided (spec section 4). */
export interface LoginOutcome {
  readonly response: LoginResponse | undefined;
  readonly decision: NextStepDecision;
}

export interface ApplyOptions {
  /** Waits this long before the popup's own move, so that a notice can be read. */
  readonly delayMs?: number;
}

/** What the page side does with a journey's outcome. */
export interface JourneyEffects {
  /** `next-step`, `login-success`, the user id cookie, then the popup's move. */
  applyLogin(outcome: LoginOutcome, options?: ApplyOptions): Promise<void>;
  /** Sets the user id cookie when it is absent; never throws (spec section 8). */
  ensureUserIdCookie(): Promise<void>;
}

/**
 * The providers' own code, which the page side loads. (Facebook's SDK is started by the page in the
 * shopper's click, see thirdParty/facebookSdk.ts; its journey takes the answer.)
 */
export interface ThirdPartyProviders {
  /** Whether `url` answers at all: the Google consent page can be reached. */
  reachable(url: string): Promise<boolean>;
}

/** Where the journey's requests come from, sent with its codes (spec section 7). */
export interface JourneyScene {
  /** The popup's screen now. */
  readonly pageSource: PageSource;
  /** The page's `bizScene` query parameter, when it names one. */
  readonly bizScene?: string | undefined;
  readonly platform: Platform;
  /** The browser and its system in a few words, such as `Chrome 120 (Android)`. */
  readonly shortUa: string;
}

export interface Journey {
  readonly client: MemberClient;
  readonly page: Page;
  /** The member service's password key (the `public-key` attribute). */
  readonly publicKey: string | undefined;
  readonly cipher: PasswordCipher;
  readonly effects: JourneyEffects;
  readonly providers: ThirdPartyProviders;
  /** Where the requests come from now. */
  readonly scene: () => JourneyScene;
  /** Aborted when the popup closes: calls stop and nothing is carried out after it. */
  readonly signal?: AbortSignal | undefined;
}
