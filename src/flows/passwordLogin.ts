/** Login by password (spec section 4): encrypt, `login`, then the next-step rules. */
import { REST } from '../kernel/contract/calls.ts';
import type { FlowContext } from './context.ts';
import { encryptedPassword } from './encryptedPassword.ts';
import { concludeLogin } from './login.ts';
import type { Next } from './steps.ts';

export interface PasswordLogin {
  readonly loginName: string;
  readonly password: string;
}

export async function loginWithPassword(context: FlowContext, { loginName, password }: PasswordLogin, signal: AbortSignal): Promise<Next> {
  const encryptPassword = await encryptedPassword(context, password);
  const { loginResponseDTO } = await context.client.rest(REST.login, { loginName: loginName.trim(), encryptPassword }, { signal });
  return concludeLogin(context, loginResponseDTO, signal, { method: 'password' });
}
