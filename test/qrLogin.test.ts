import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { GatewayCall } from '../src/kernel/contract/calls.ts';
import { startQrLogin } from '../src/flows/qrLogin.ts';
import { MemberError } from '../src/net/MemberError.ts';

type Answer = { status: string; token?: string } | MemberError;

/** A gateway that hands out codes r1, r2, … and answers status polls from `statuses` in turn. */
function fakeGateway(statuses: Answer[], { expire = 3, interval = 1000 } = {}) {
  let codes = 0;
  const calls: string[] = [];
  const gateway = async <Q, D>(call: GatewayCall<Q, D>): Promise<D> => {
    if (call.api.endsWith('generateQrCodeUrl')) {
      codes += 1;
      calls.push(`generate r${codes}`);
      return { module: { qrLoginUrl: `https://m.example/qr?r${codes}`, requestId: `r${codes}`, expire, interval } } as D;
    }
    const next = statuses.shift() ?? { status: 'PENDING' };
    calls.push(`poll ${next instanceof MemberError ? next.code : next.status}`);
    if (next instanceof MemberError) throw next;
    return { module: next } as D;
  };
  return { client: { gateway: gateway as never }, calls };
}

function events() {
  return { code: sinon.spy(), scanned: sinon.spy(), confirmed: sinon.spy(), statusError: sinon.spy(), connectionError: sinon.spy() };
}

describe('QR login poll', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it('polls at the interval; PENDING goes on and at `expire` polls the code is regenerated', async () => {
    const { client, calls } = fakeGateway([]);
    const on = events();
    const poll = startQrLogin(client, on, globalThis);
    await clock.tickAsync(3000);
    expect(calls).to.deep.equal(['generate r1', 'poll PENDING', 'poll PENDING', 'poll PENDING', 'generate r2']);
    expect(on.code.callCount).to.equal(2);
    poll.stop();
  });

  it('SCANNED is reported and polling goes on; SUCCESS hands over the token and stops', async () => {
    const { client, calls } = fakeGateway([{ status: 'SCANNED' }, { status: 'SUCCESS', token: 'id-token' }], { expire: 20 });
    const on = events();
    startQrLogin(client, on, globalThis);
    await clock.tickAsync(5000);
    expect(calls).to.deep.equal(['generate r1', 'poll SCANNED', 'poll SUCCESS']);
    expect(on.scanned.callCount).to.equal(1);
    expect(on.confirmed.args).to.deep.equal([['id-token']]);
  });

  for (const status of ['FAILURE', 'EXPIRED', 'SUCCESS']) {
    it(`${status}${status === 'SUCCESS' ? ' without a token' : ''} regenerates the code`, async () => {
      const { client, calls } = fakeGateway([{ status }], { expire: 20 });
      const poll = startQrLogin(client, events(), globalThis);
      await clock.tickAsync(1000);
      expect(calls).to.deep.equal(['generate r1', `poll ${status}`, 'generate r2']);
      poll.stop();
    });
  }

  it('a status error is reported and the code regenerated; a lost connection stops with a connection error', async () => {
    const { client, calls } = fakeGateway([new MemberError('server', { code: 'FAIL_SYS_X' }), MemberError.network(new TypeError('offline'))], { expire: 20 });
    const on = events();
    startQrLogin(client, on, globalThis);
    await clock.tickAsync(5000);
    expect(calls).to.deep.equal(['generate r1', 'poll FAIL_SYS_X', 'generate r2', 'poll FAIL_SYS_NETWORK_ERROR']);
    expect(on.statusError.callCount).to.equal(1);
    expect(on.connectionError.callCount).to.equal(1);
  });

  it('reports nothing and polls no more once stopped', async () => {
    const { client, calls } = fakeGateway([]);
    const on = events();
    const poll = startQrLogin(client, on, globalThis);
    await clock.tickAsync(0);
    poll.stop();
    await clock.tickAsync(10_000);
    expect(calls).to.deep.equal(['generate r1']);
  });
});
