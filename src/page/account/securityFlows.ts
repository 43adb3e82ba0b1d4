/**
 * Account security's flows (`flows/account/security.ts` and the passkeys' `passkeys.ts`, with the calls of the wire
 * contract) beside the member area's own: a chunk of their own, fetched with account security's
 * pages (`account/slots/securityHooks.ts`), so that the dashboard does not wait for them. The element's flows
 * (its context, the page side that carries answers out) are the member area's, built once.
 */
import * as passkeys from '../../flows/account/passkeys.ts';
import * as security from '../../flows/account/security.ts';
import { flows as memberAreaFlows } from './accountFlows.ts';

export const flows = { ...memberAreaFlows, ...security, ...passkeys };
export { anySignal, asMemberError, elementFlows, isGeneric, reportCause } from './accountFlows.ts';
