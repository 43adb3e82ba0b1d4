/**
 * The address book's flows (`flows/account/addressBook.ts`, with the address forms' checks) beside
 * the member area's own: a chunk of their own, fetched with the pages' chunk (`account/pageHooks.ts`: a
 * page shows once both are here), so that the dashboard does not wait for them. The element's
 * flows (its context, the page side that carries answers out) are the member area's, built once.
 */
import * as addressBook from '../../flows/account/addressBook.ts';
import { flows as memberAreaFlows } from './accountFlows.ts';

export const flows = { ...memberAreaFlows, ...addressBook };
export { anySignal, asMemberError, elementFlows, isGeneric, reportCause } from './accountFlows.ts';
