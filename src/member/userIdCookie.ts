/**
 * After login the user id cookie is set from the current-user lookup if it is absent (spec
 * section 4). The gateway sends it as the uid header.
 */
import { GATEWAY } from '../kernel/contract/calls.ts';
import { USER_ID_COOKIE, USER_ID_MAX_AGE_SECONDS } from '../kernel/contract/cookieNames.ts';
import { readCookie, writeCookie } from '../security/documentCookies.ts';
import { isSessionCode } from '../kernel/contract/errorCodes.ts';
import { MemberError } from '../net/MemberError.ts';
import { reportCause } from '../net/reportCause.ts';
import type { MemberClient } from './memberClient.ts';
import type { Reporter } from './report.ts';

export type UserIdCookieOutcome = 'present' | 'set' | 'NOT_LOGGED_IN' | 'CATCH_ERROR';

/** Sets the cookie when missing; never throws, and reports what happened for the logs. */
export async function ensureUserIdCookie(client: Pick<MemberClient, 'gateway'>): Promise<UserIdCookieOutcome> {
  if (readCookie(USER_ID_COOKIE)) return 'present';
  try {
    // needLogin off: a missing session here is reported, not a reason to ask for login again.
    const { id } = await client.gateway(GATEWAY.currentUser, {}, { needLogin: false });
    writeCookie(USER_ID_COOKIE, String(id), { maxAge: USER_ID_MAX_AGE_SECONDS });
    return 'set';
  } catch (error) {
    if (error instanceof MemberError && isSessionCode(error.code)) return 'NOT_LOGGED_IN';
    reportCause('the current-user lookup failed', error);
    return 'CATCH_ERROR';
  }
}

/** Sets the cookie when missing, and reports when it could not (spec section 8). */
export async function ensureUserIdCookieReported(client: Pick<MemberClient, 'gateway'>, report: Reporter): Promise<void> {
  const outcome = await ensureUserIdCookie(client);
  if (outcome === 'NOT_LOGGED_IN' || outcome === 'CATCH_ERROR') report({ kind: 'user-id-cookie', key: outcome, api: GATEWAY.currentUser.api });
}
