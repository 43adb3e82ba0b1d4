/**
 * The QR login (spec section 4), one journey (`qrLogin`): codes shown and polled until the member
 * confirms on the phone, then the login with the phone's token and the next-step rules.
 *
 * The poll (`startQrLogin`): generate a code, poll its status at the server's interval. PENDING and
 * SCANNED go on, counting polls, and at `expire` polls the code is regenerated; SUCCESS stops and
 * hands over the token; FAILURE or any other status regenerates. A status error is reported and the
 * code regenerated; a code that cannot be generated is a connection error, and the poll stops until
 * it is started again (Rescan). Framework-free: the screen renders what it reports.
 */
import { GATEWAY, REST } from '../kernel/contract/calls.ts';
import { QR_CLIENT_ID, type QrSession } from '../kernel/contract/entities.ts';
import type { MemberClient } from '../member/memberClient.ts';
import { asMemberError, type MemberError } from '../net/MemberError.ts';
import type { FlowContext } from './context.ts';
import { concludeLogin } from './login.ts';
import { STAY, type Next } from './steps.ts';

export interface QrLoginEvents {
  /** A new code to show. */
  readonly code: (session: QrSession) => void;
  /** The member opened the code on the phone. */
  readonly scanned: () => void;
  /** The member confirmed on the phone: log in with this token. */
  readonly confirmed: (token: string) => void;
  /** A status call failed; the code is regenerated. */
  readonly statusError: (error: MemberError) => void;
  /** No code could be generated: polling stopped. */
  readonly connectionError: (error: MemberError) => void;
}

export interface Timers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
}

export interface QrLogin {
  /** Stops polling; nothing is reported after it. */
  stop(): void;
}

export function startQrLogin(client: Pick<MemberClient, 'gateway'>, events: QrLoginEvents, timers: Timers = globalThis): QrLogin {
  let stopped = false;
  let timer: unknown;
  let session: QrSession | undefined;
  let polls = 0;

  const schedule = (task: () => Promise<void>, ms: number) => {
    timer = timers.setTimeout(() => void task(), ms);
  };

  async function generate(): Promise<void> {
    try {
      const { module } = await client.gateway(GATEWAY.generateQrCodeUrl, { clientId: QR_CLIENT_ID });
      if (stopped) return;
      session = module;
      polls = 0;
      events.code(module);
      schedule(poll, module.interval);
    } catch (error) {
      if (!stopped) events.connectionError(asMemberError(error));
    }
  }

  async function poll(): Promise<void> {
    if (!session) return;
    const { requestId, expire, interval } = session;
    let status: string;
    let token: string | undefined;
    try {
      ({ status, token } = (await client.gateway(GATEWAY.checkQrCodeStatus, { clientId: QR_CLIENT_ID, requestId })).module);
    } catch (error) {
      if (stopped) return;
      const failure = asMemberError(error);
      if (failure.kind === 'network' || failure.kind === 'timeout') {
        events.connectionError(failure);
        return;
      }
      events.statusError(failure);
      return generate();
    }
    if (stopped) return;
    if (status === 'SUCCESS' && token) {
      events.confirmed(token);
      return;
    }
    if (status !== 'PENDING' && status !== 'SCANNED') return generate();
    if (status === 'SCANNED') events.scanned();
    polls += 1;
    if (polls >= expire) return generate();
    schedule(poll, interval);
  }

  void generate();
  return {
    stop() {
      stopped = true;
      timers.clearTimeout(timer as never);
    },
  };
}

/** What the QR screen is told while the journey polls: the poll's events but the confirmation, which the journey takes. */
export type QrScreenEvents = Omit<QrLoginEvents, 'confirmed'>;

/**
 * The QR login as one journey, until `signal` is aborted (the screen goes, or the popup closes): the
 * codes and their states reported to the screen, then, once the member confirmed on the phone, the
 * login. A connection error ends it where it is (the screen offers Rescan, a new journey).
 */
export async function qrLogin(context: FlowContext, events: QrScreenEvents, signal: AbortSignal): Promise<Next> {
  const token = await new Promise<string | undefined>((resolve, reject) => {
    const poll = startQrLogin(context.client, {
      ...events,
      confirmed: resolve,
      connectionError: (error) => {
        events.connectionError(error);
        resolve(undefined);
      },
    });
    signal.addEventListener(
      'abort',
      () => {
        poll.stop();
        reject(signal.reason);
      },
      { once: true },
    );
  });
  return token ? loginWithQrToken(context, token, signal) : STAY;
}

/** The member confirmed on the phone: log in with the token, then the next-step rules. */
export async function loginWithQrToken(context: FlowContext, token: string, signal: AbortSignal): Promise<Next> {
  const { loginResponseDTO } = await context.client.rest(REST.loginByQrCode, { token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' }, { signal });
  return concludeLogin(context, loginResponseDTO, signal, { method: 'qr' });
}
