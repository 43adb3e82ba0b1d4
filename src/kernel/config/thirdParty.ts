/**
 * Third-party login configuration (spec sections 2, 4 and 9), from the element's attributes. A
 * provider without its id is not offered. The defaults are the real providers; the reference
 * member service's development stand-ins are configured the same way.
 */
import type { Region } from './regions.ts';

export const DEFAULT_GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_SCOPE = 'openid email profile';
export const DEFAULT_FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
export const DEFAULT_FACEBOOK_VERSION = 'v2.11';
/** Where Google sends the browser back, on the current host. */
export const GOOGLE_LOGIN_PATH = '/user/google-login';

export interface GoogleConfig {
  readonly clientId: string;
  readonly authUrl: string;
}

export interface FacebookConfig {
  readonly appId: string;
  readonly sdkUrl: string;
  readonly version: string;
}

export interface ThirdPartyConfig {
  readonly google?: GoogleConfig;
  readonly facebook?: FacebookConfig;
}

type ThirdPartyAttributes = Readonly<Partial<Record<'google-client-id' | 'google-auth-url' | 'facebook-app-id' | 'facebook-sdk-url' | 'facebook-version', string>>>;

/** One id, or one id per region: `sg=…,my=…`. */
export function idForRegion(value: string | undefined, region: Region): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!text.includes('=')) return text;
  for (const pair of text.split(',')) {
    const [name, id] = pair.split('=').map((part) => part.trim());
    if (name?.toLowerCase() === region && id) return id;
  }
  return undefined;
}

export function thirdPartyConfig(attributes: ThirdPartyAttributes, region: Region): ThirdPartyConfig {
  const googleId = idForRegion(attributes['google-client-id'], region);
  const facebookId = idForRegion(attributes['facebook-app-id'], region);
  return {
    ...(googleId ? { google: { clientId: googleId, authUrl: attributes['google-auth-url']?.trim() || DEFAULT_GOOGLE_AUTH_URL } } : {}),
    ...(facebookId
      ? {
          facebook: {
            appId: facebookId,
            sdkUrl: attributes['facebook-sdk-url']?.trim() || DEFAULT_FACEBOOK_SDK_URL,
            version: attributes['facebook-version']?.trim() || DEFAULT_FACEBOOK_VERSION,
          },
        }
      : {}),
  };
}
