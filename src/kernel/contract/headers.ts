/** The header names and codes both sides of the wire agree on. */

/** Carries the token of `getCsrfToken` on every POST. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';
/** The envelope error key (status 403) of a POST whose CSRF token is missing or stale. */
export const CSRF_REJECTED_CODE = 'CSRF_TOKEN_INVALID';
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH = 'XMLHttpRequest';
/** The device-fingerprint header pair. */
export const FINGERPRINT_TOKEN_HEADER = 'X-Device-Token';
export const FINGERPRINT_UA_HEADER = 'X-Device-Ua';
/** The gateway's default headers. */
export const GATEWAY_HEADERS = {
  language: 'X-Member-Language',
  region: 'X-Member-Region',
  entrance: 'X-Member-Entrance',
  uid: 'X-Member-Uid',
} as const;
/** The gateway path of a call: `/gw/{api}/{v}/`; GET sends `data` in the query, POST as a form field. */
export function gatewayPath(api: string, v: string): string {
  return `/gw/${encodeURIComponent(api)}/${encodeURIComponent(v)}/`;
}

/**
 * The message a verification page posts to its opener (`{ type }`, from the page's own origin)
 * once the user has passed the anti-bot challenge.
 */
export const CHALLENGE_PASSED_MESSAGE = 'member-challenge-passed';
