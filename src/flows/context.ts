/**
 * What every flow is given: the member api, the page, the password key, the third-party providers,
 * where its requests come from, and where it reports. Each element builds one when its flows' chunk
 * first loads (`page/elementContext.ts`) and keeps it; the Google return page builds its own.
 * Nothing here knows React or the DOM: the page and the providers are ports the page side
 * implements. Each call of a flow gets its own `AbortSignal` as its last argument.
 */
import type { PageSource, Platform } from '../kernel/contract/requestScene.ts';
import type { MemberClient } from '../member/memberClient.ts';
import type { Reporter } from '../member/report.ts';
import type { PasswordCipher } from '../security/encryptPassword.ts';
import type { Page } from './page.ts';

/**
 * The providers' own code, which the page side loads. (Facebook's SDK is started by the page in the
 * shopper's click, see socialLogin/facebookSdk.ts; its flow takes the answer.)
 */
export interface ThirdPartyProviders {
  /** Whether `url` answers at all: the Google consent page can be reached. */
  reachable(url: string): Promise<boolean>;
}

/** Where a flow's requests come from, sent with its codes (spec section 7). */
export interface RequestScene {
  /** The popup's screen now. */
  readonly pageSource: PageSource;
  /** The page's `bizScene` query parameter, when it names one. */
  readonly bizScene?: string | undefined;
  readonly platform: Platform;
  /** The browser and its system in a few words, such as `Chrome 120 (Android)`. */
  readonly shortUa: string;
}

export interface FlowContext {
  readonly client: MemberClient;
  readonly page: Page;
  /** The member service's password key (the `public-key` attribute), read when a flow needs it. */
  readonly publicKey: string | undefined;
  readonly cipher: PasswordCipher;
  readonly providers: ThirdPartyProviders;
  /** Where the requests come from now. */
  readonly scene: () => RequestScene;
  /** What the spec has reported (the `member-report` event). */
  readonly report: Reporter;
  /**
   * Where a journey that ends with the member logged in goes when the page names no `redirect`:
   * the dashboard for the page presentation; none for the popup, which closes where it is.
   */
  readonly landing?: string | undefined;
}
