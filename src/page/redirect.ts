/**
 * The redirect checks of the module API, judged from this page when no `base` is given: the
 * page's own host is allowed and relative URLs resolve against it. The checks themselves are pure
 * (`kernel/rules/redirect.ts`).
 */
import * as pure from '../kernel/rules/redirect.ts';

type Options = pure.RedirectOptions;
const here = (options: Options): Options => ({ ...options, base: options.base ?? location.href });

export function allowedUrl(value: unknown, options: Options = {}): string | undefined {
  return pure.allowedUrl(value, here(options));
}

export function safeRedirect(url: unknown, fallback?: string, options: Options = {}): string {
  return pure.safeRedirect(url, fallback, here(options));
}

export function checkJumpUrl(value: unknown, options: Options = {}): pure.UrlJumpResult {
  return pure.checkJumpUrl(value, here(options));
}
