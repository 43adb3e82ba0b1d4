/**
 * Restoring an account pending deletion (spec section 4, DELETION_COOL_CONFIRM): the cancel call
 * with the deletion cancel token, then the login it answers, carried out once the success notice
 * could be read.
 */
import { GATEWAY } from '../kernel/contract/calls.ts';
import type { FlowContext } from './context.ts';
import { concludeLogin } from './login.ts';
import type { Next } from './steps.ts';

export async function restoreAccount(context: FlowContext, token: string, signal: AbortSignal): Promise<Next> {
  const { loginResponse } = await context.client.gateway(GATEWAY.cancelDeletion, { token }, { signal });
  return concludeLogin(context, loginResponse, signal, { notice: 'restore.success' });
}
