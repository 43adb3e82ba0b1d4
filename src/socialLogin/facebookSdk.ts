/**
 * The Facebook SDK, loaded only when its button is clicked, and its login window. Apart from the
 * rest of the providers' side (providers.ts) and from the journeys' chunk, so that the popup can
 * start it in the click itself: a window opened after the journeys' chunk came could be refused by
 * a browser that wants it opened in the click (WebKit allows about a second).
 */
import type { FacebookConfig } from '../kernel/config/thirdParty.ts';
import { trustedScriptUrl } from '../security/trustedTypes.ts';

export const PROVIDER_TIMEOUT_MS = 10_000;

/** The part of the Facebook SDK the popup uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { status?: string; authResponse?: { accessToken?: string } | null }) => void, options?: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

const sdks = new Map<string, Promise<FacebookSdk>>();

/** Loads the SDK once per URL (a failed load may be tried again), and initialises it with the app id. */
export function loadFacebookSdk({ appId, sdkUrl, version }: FacebookConfig, timeoutMs: number = PROVIDER_TIMEOUT_MS): Promise<FacebookSdk> {
  const loaded = sdks.get(sdkUrl);
  if (loaded) return loaded;
  const sdk = new Promise<FacebookSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(sdkUrl);
    script.async = true;
    script.crossOrigin = 'anonymous';
    const timer = setTimeout(() => fail(new Error('the Facebook SDK took too long to load')), timeoutMs);
    function fail(error: Error): void {
      clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.onerror = () => fail(new Error('the Facebook SDK could not be loaded'));
    script.onload = () => {
      clearTimeout(timer);
      const FB = window.FB;
      if (!FB) return fail(new Error('the Facebook SDK did not start'));
      FB.init({ appId, version, cookie: false, xfbml: false });
      resolve(FB);
    };
    document.head.append(script);
  });
  sdks.set(sdkUrl, sdk);
  sdk.catch(() => sdks.delete(sdkUrl));
  return sdk;
}

/** The access token of the shopper's Facebook login, or undefined when they cancelled it. */
export function facebookAccessToken(FB: FacebookSdk): Promise<string | undefined> {
  return new Promise((resolve) => {
    FB.login((response) => resolve(response.authResponse?.accessToken || undefined), { scope: 'public_profile,email' });
  });
}
