/**
 * What happens after a login (spec section 4): the login response's next-step action decides,
 * as a pure function of the response and the page it was made on, so every rule is tested as a
 * table without a page. `page/finishLogin.ts` carries the decision out.
 */
import { ACCOUNT_AUTH_VERIFY_PATH, DASHBOARD_PATH, RESET_PASSWORD_PATH } from '../kernel/contract/memberPaths.ts';
import type { LoginResponse, NextStepAction, NextStepData } from '../kernel/contract/entities.ts';
import { isNextStepAction } from '../kernel/contract/entities.ts';
import { allowedUrl, checkJumpUrl, safeRedirect, type RedirectOptions } from '../kernel/rules/redirect.ts';
import type { FlowContext } from './context.ts';
import type { Next, NextStepDecision } from './steps.ts';

export type { NextStepDecision };

export interface NextStepContext extends RedirectOptions {
  /** The page the popup is on (the return address of next-step pages). */
  readonly page: string;
  /** The business scene passed on to the reset-password page. */
  readonly bizScene?: string;
  /** Where a login goes when neither the page's `redirect` nor the server names a page (FlowContext's `landing`). */
  readonly landing?: string | undefined;
}

/** The `redirect` query parameter of the page, when it is allow-listed. */
function redirectParam(context: NextStepContext): string | undefined {
  const value = new URL(context.page).searchParams.get('redirect');
  return value ? allowedUrl(value, context) : undefined;
}

/** The page URL with `params` added; `path` used when the server's URL is missing or not allowed. */
function pageUrl(serverUrl: string | undefined, path: string, params: Record<string, string | undefined>, context: NextStepContext): string {
  const url = new URL(allowedUrl(serverUrl, context) ?? safeRedirect(path, undefined, context));
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

export function decideNextStep(response: LoginResponse | undefined, given: NextStepContext): NextStepDecision {
  if (!response) return { type: 'close', loggedIn: false };
  // URLs are judged from the page the popup is on.
  const context: NextStepContext = { ...given, base: given.base ?? given.page };
  const action = response.loginNextStepAction;
  const data: NextStepData = response.loginNextStepActionData ?? {};
  const back = safeRedirect(redirectParam(context) ?? context.page, undefined, context);
  if (isNextStepAction(action)) {
    const decision = decideAction(action, data, response, back, context);
    if (decision) return decision;
  }
  const url = redirectParam(context) ?? allowedUrl(response.redirectUrl, context) ?? landingUrl(context);
  return url ? { type: 'done', loggedIn: true, url } : { type: 'done', loggedIn: true };
}

/** Where a journey that ended logged in goes: the page's `redirect` when allowed, else the landing (if any). */
export function landingUrl(given: NextStepContext): string | undefined {
  const context: NextStepContext = { ...given, base: given.base ?? given.page };
  return redirectParam(context) ?? (context.landing ? safeRedirect(context.landing, undefined, context) : undefined);
}

/**
 * The end of a journey (ProfileComplete's last step or its Later; the reset's Go Shopping, which
 * leaves the shopper logged out): the popup closes; the page presentation leaves for the page's
 * `redirect` when it is allowed, else for its landing (the dashboard), or the home page when the
 * shopper is not logged in.
 */
export function endJourney({ page, landing }: Pick<FlowContext, 'page' | 'landing'>, { loggedIn = true }: { loggedIn?: boolean } = {}): Next {
  const url = landing ? landingUrl({ page: page.url(), landing: loggedIn ? landing : '/' }) : undefined;
  return url ? { type: 'leave', url } : { type: 'close' };
}

function decideAction(action: NextStepAction, data: NextStepData, response: LoginResponse, back: string, context: NextStepContext): NextStepDecision | undefined {
  switch (action) {
    case 'SECOND_VERIFICATION':
      // Without a verification page there is nothing the popup can do: the member is not logged in.
      return data.url
        ? { type: 'navigate', loggedIn: false, url: pageUrl(data.url, DASHBOARD_PATH, { redirect: back, token: data.token, type: action }, context) }
        : { type: 'close', loggedIn: false };
    case 'DELETION_COOL_CONFIRM':
      if (data.deletionCancelToken) return { type: 'restore', loggedIn: false, token: data.deletionCancelToken };
      return data.url ? { type: 'navigate', loggedIn: false, url: pageUrl(data.url, DASHBOARD_PATH, { redirect: back }, context) } : { type: 'close', loggedIn: false };
    case 'JUMP_TO_URL': {
      const jump = checkJumpUrl(data.jumpUrl, context);
      return jump.ok ? { type: 'navigate', loggedIn: true, url: jump.url } : undefined;
    }
    case 'COMPLETE_PASSWORD_FOR_LOGIN':
      return {
        type: 'navigate',
        loggedIn: false,
        url: pageUrl(
          data.url,
          RESET_PASSWORD_PATH,
          { bizToken: data.token ?? response.completePasswordToken, bizScene: context.bizScene ?? 'login', redirect: back },
          context,
        ),
      };
    case 'OAUTH_VERIFY_EMAIL_PASSWORD':
    case 'OAUTH_COMPLETE_PHONE_FOR_REGISTER':
      return { type: 'navigate', loggedIn: false, url: pageUrl(data.url, ACCOUNT_AUTH_VERIFY_PATH, { token: data.token, type: action, redirect: back }, context) };
    case 'COMPLETE_PROFILE': {
      const userId = response.userId ?? response.user?.id;
      // Shown as the nickname until one is set.
      const phone = response.user?.phone ? `${response.user.phonePrefixCode ? `+${response.user.phonePrefixCode} ` : ''}${response.user.phone}` : undefined;
      return {
        type: 'profile',
        loggedIn: true,
        step: data.token ? { kind: 'base', token: data.token, ...(userId !== undefined ? { userId } : {}), ...(phone ? { phone } : {}) } : { kind: 'other' },
      };
    }
  }
}
