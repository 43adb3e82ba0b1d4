/** Login by password (spec section 4): encrypt, `login`, then the next-step rules. */
import { REST } from '../contract/calls.ts';
import type { Journey } from './journey.ts';
import { encryptedPassword, finishLogin } from './login.ts';
import { rememberLoginMethod } from './loginMethod.ts';

export interface PasswordLogin {
  readonly loginName: string;
  readonly password: string;
}

export async function loginWithPassword(journey: Journey, { loginName, password }: PasswordLogin): Promise<void> {
  const encryptPassword = await encryptedPassword(journey, password);
  const { loginResponseDTO } = await journey.client.rest(REST.login, { loginName: loginName.trim(), encryptPassword }, { signal: journey.signal });
  await finishLogin(journey, loginResponseDTO);
  rememberLoginMethod(journey.page, 'password');
}
