/**
 * The element's Trusted Types policy. On a page that requires Trusted Types for scripts
 * (`require-trusted-types-for 'script'`), a script's `src` accepts only a TrustedScriptURL. The only
 * script the element adds is the Facebook SDK (`facebook-sdk-url`), so the policy makes script URLs
 * and nothing else, and only http(s) ones. A host whose CSP lists its policies (`trusted-types …`)
 * adds this name.
 */
export const TRUSTED_TYPES_POLICY = 'member-login-popup';

/** The part of the Trusted Types API used here (TypeScript's DOM library does not have it yet). */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface TrustedTypesWindow {
  readonly trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
  };
}

/** `url` as it is, if it resolves against the page to an http(s) URL; a TypeError otherwise. */
function checkScriptUrl(url: string): string {
  const { protocol } = new URL(url, location.href);
  if (protocol !== 'https:' && protocol !== 'http:') throw new TypeError(`${TRUSTED_TYPES_POLICY}: refused the script URL ${protocol}…`);
  return url;
}

let policy: ScriptUrlPolicy | undefined;

/**
 * `url` as a value a script's `src` accepts: a TrustedScriptURL from the element's policy where the
 * browser has Trusted Types, else the URL itself, once checked. Throws a TypeError for a URL that is not
 * http(s) (`javascript:`, `data:`, `blob:`).
 */
export function trustedScriptUrl(url: string): string {
  const trustedTypes = (window as TrustedTypesWindow).trustedTypes;
  if (!trustedTypes) return checkScriptUrl(url);
  policy ??= trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: checkScriptUrl });
  // A TrustedScriptURL is what `src` takes on such a page; the DOM library types `src` as a string.
  return policy.createScriptURL(url) as string;
}
