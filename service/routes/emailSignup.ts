/** The e-mail sign-up and code login calls (`src/kernel/contract/emailSignup.ts`), served by the gateway route. */
import type { Context } from 'hono';
import type { AnswerOf, RequestOf } from '../../src/kernel/contract/calls.ts';
import type { EMAIL_SIGNUP } from '../../src/kernel/contract/emailSignup.ts';
import type { ServiceDeps } from './deps.ts';
import { loginByEmailCode, registerByEmail, sendEmailCode } from '../domain/emailSignup.ts';
import type { LoginOutcome } from '../domain/logins.ts';
import { regionOf } from '../domain/phones.ts';
import { clientAddress } from './http.ts';
import { readerOf } from './reader.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { browserBinding } from './cookies.ts';
import { ownOrigin } from './origin.ts';

type Calls = typeof EMAIL_SIGNUP;
type Handlers = {
  readonly [K in keyof Calls]: (data: RequestOf<Calls[K]>, context: { readonly c: Context; readonly user: UserRecord | undefined }) => Promise<AnswerOf<Calls[K]>>;
};

export function emailSignupHandlers(
  deps: ServiceDeps,
  answerLogin: (c: Context, outcome: LoginOutcome) => Promise<{ loginResponseDTO: LoginOutcome['response'] }>,
): Handlers {
  const address = (c: Context) => clientAddress(c, deps.config.trustProxy);
  return {
    sendEmailCode: async ({ type, email }, { c }) => ({
      codeLength: await sendEmailCode(deps, { type, email, address: address(c), origin: ownOrigin(c), reader: readerOf(c) }),
    }),
    registerByEmail: async ({ email, code, password }, { c }) =>
      answerLogin(
        c,
        await registerByEmail(deps, {
          email,
          code,
          cipherText: password,
          region: regionOf(c.req.header('X-Member-Region')),
          address: address(c),
          browser: () => browserBinding(c),
        }),
      ),
    loginByEmailCode: async ({ email, code }, { c }) =>
      answerLogin(c, await loginByEmailCode(deps, { email, code, address: address(c), browser: () => browserBinding(c) })),
  };
}
