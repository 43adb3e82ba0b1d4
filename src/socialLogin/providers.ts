/**
 * The providers' side of third-party login, for the flows' `ThirdPartyProviders` port: whether
 * Google's consent page can be reached (the Facebook SDK, loaded only when its button is clicked, is
 * in facebookSdk.ts). Nothing here is requested before.
 */
import type { ThirdPartyProviders } from '../flows/context.ts';
import { fetchWithTimeout } from '../net/fetchWithTimeout.ts';
import { reportCause } from '../net/reportCause.ts';
import { PROVIDER_TIMEOUT_MS } from './facebookSdk.ts';

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

export const browserProviders: ThirdPartyProviders = {
  reachable: (url) => reachable(url),
};
