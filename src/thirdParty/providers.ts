/**
 * The providers' side of third-party login, for the journeys' `ThirdPartyProviders` port: whether
 * Google's consent page can be reached, and the Facebook SDK, loaded only when its button is
 * clicked. Nothing here is requested before.
 */
import type { FacebookConfig } from '../config/thirdParty.ts';
import type { ThirdPartyProviders } from '../flows/journey.ts';
import { fetchWithTimeout } from '../net/fetchWithTimeout.ts';
import { reportCause } from '../net/reportCause.ts';
import { trustedScriptUrl } from '../security/trustedTypes.ts';

export const PROVIDER_TIMEOUT_MS = 10_000;

/** Whether `url` answers at all (an opaque answer counts): the consent page can be reached. */
export async function reachable(url: string, timeoutMs: number = PROVIDER_TIMEOUT_MS): Promise<boolean> {
  try {
    await fetchWithTimeout(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' }, timeoutMs);
    return true;
  } catch (error) {
    // The shopper reads "check the connection"; the developer the cause.
    reportCause(`${url} could not be reached`, error);
    return false;
  }
}

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

export const browserProviders: ThirdPartyProviders = {
  reachable: (url) => reachable(url),
  facebookAccessToken: async (config) => facebookAccessToken(await loadFacebookSdk(config)),
};
