import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  EXPERIMENT_TIMEOUT_MS,
  SERVER_TIME_CACHE_MS,
  SERVER_TIME_TIMEOUT_MS,
  VISITOR_COOKIE,
  assignVariation,
  fetchServerTime,
  resetServerTimeCache,
  resolveVariation,
  visitorId,
  type ExperimentConfig,
} from '../src/experiment/variation.ts';

const halfAndHalf: ExperimentConfig = {
  experimentId: 'member-popup-sg',
  buckets: [
    { variation: 'pop', percent: 50 },
    { variation: 'control', percent: 50 },
  ],
};

/** A fetch that answers per URL; a URL without an answer never answers until aborted. */
function fakeFetch(answers: Record<string, unknown>) {
  return sinon.stub(window, 'fetch').callsFake((input, init) => {
    const url = String(input);
    const body = Object.entries(answers).find(([suffix]) => url.endsWith(suffix))?.[1];
    if (body !== undefined) return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
}

describe('variation assignment', () => {
  it('is the same for the same visitor every time', () => {
    for (const visitor of ['a', 'b', 'visitor-123', crypto.randomUUID()]) {
      const first = assignVariation(halfAndHalf, visitor, 0);
      for (let round = 0; round < 5; round++) expect(assignVariation(halfAndHalf, visitor, 0)).to.equal(first);
    }
  });

  it('splits visitors by the bucket percentages', () => {
    const counts = new Map<string | undefined, number>();
    for (let index = 0; index < 4000; index++) {
      const variation = assignVariation(halfAndHalf, `visitor-${index}`, 0);
      counts.set(variation, (counts.get(variation) ?? 0) + 1);
    }
    expect(counts.get(undefined)).to.equal(undefined);
    expect(counts.get('pop')).to.be.within(1800, 2200);
    expect(counts.get('control')).to.be.within(1800, 2200);
  });

  it('gives nothing outside the buckets or the time window', () => {
    const none = { ...halfAndHalf, buckets: [] };
    expect(assignVariation(none, 'a', 0)).to.equal(undefined);
    const window = { ...halfAndHalf, buckets: [{ variation: 'pop', percent: 100 }], startTime: 1000, endTime: 2000 };
    expect(assignVariation(window, 'a', 999)).to.equal(undefined);
    expect(assignVariation(window, 'a', 1000)).to.equal('pop');
    expect(assignVariation(window, 'a', 1999)).to.equal('pop');
    expect(assignVariation(window, 'a', 2000)).to.equal(undefined);
  });

  it('keeps a visitor id in a cookie', () => {
    document.cookie = `${VISITOR_COOKIE}=; max-age=0; path=/`;
    const id = visitorId();
    expect(id).to.match(/^[0-9a-f-]{36}$/);
    expect(visitorId()).to.equal(id);
    expect(document.cookie).to.contain(`${VISITOR_COOKIE}=${id}`);
  });
});

describe('experiment and server time requests', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
    resetServerTimeCache();
  });

  it('resolves pop from the config of the region at the server time', async () => {
    const fetch = fakeFetch({
      '/exp/sg.json': { experimentId: 'x', buckets: [{ variation: 'pop', percent: 100 }], extra: true },
      '/time': { serverTime: 5 },
    });
    expect(await resolveVariation('sg', { experimentUrl: '/exp/{region}.json', timeUrl: '/time' })).to.equal('pop');
    expect(fetch.callCount).to.equal(2);
  });

  it('uses the server time, not the visitor clock, for the time window', async () => {
    fakeFetch({
      '/exp/sg.json': { experimentId: 'x', endTime: 1000, buckets: [{ variation: 'pop', percent: 100 }] },
      '/time': { serverTime: 5000 },
    });
    expect(await resolveVariation('sg', { experimentUrl: '/exp/{region}.json', timeUrl: '/time' })).to.equal(undefined);
  });

  it('caches the server time for 60 seconds', async () => {
    const fetch = fakeFetch({ '/time': { serverTime: 10_000 } });
    let now = 1000;
    expect(await fetchServerTime('/time', () => now)).to.equal(10_000);
    now += SERVER_TIME_CACHE_MS - 1;
    expect(await fetchServerTime('/time', () => now)).to.equal(10_000 + SERVER_TIME_CACHE_MS - 1);
    expect(fetch.callCount).to.equal(1);
    now += 1;
    await fetchServerTime('/time', () => now);
    expect(fetch.callCount).to.equal(2);
  });

  it('gives up on the experiment config after 3 seconds', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fakeFetch({ '/time': { serverTime: 5 } });
    const result = resolveVariation('sg', { experimentUrl: '/slow/{region}.json', timeUrl: '/time' });
    await clock.tickAsync(EXPERIMENT_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await clock.tickAsync(0);
    expect(settled).to.equal(false);
    await clock.tickAsync(1);
    expect(await result).to.equal(undefined);
  });

  it('gives up on the server time after 5 seconds', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fakeFetch({});
    const result = fetchServerTime('/slow-time');
    const outcome = result.then(
      () => 'answered',
      (error: unknown) => (error instanceof DOMException ? error.name : 'other'),
    );
    await clock.tickAsync(SERVER_TIME_TIMEOUT_MS);
    expect(await outcome).to.equal('TimeoutError');
  });

  for (const [name, answers] of [
    ['a server error', { '/time': { serverTime: 5 } }],
    ['a server time that is not a number', { '/exp/sg.json': halfAndHalf, '/time': { serverTime: 'now' } }],
  ] as const) {
    it(`means not pop on ${name}`, async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      sinon.stub(window, 'fetch').callsFake((input) => {
        const body = Object.entries(answers).find(([suffix]) => String(input).endsWith(suffix))?.[1];
        return Promise.resolve(body ? new Response(JSON.stringify(body)) : new Response('oops', { status: 500 }));
      });
      expect(await resolveVariation('sg', { experimentUrl: '/exp/{region}.json', timeUrl: '/time' })).to.equal(undefined);
    });
  }

  it('means not pop when the network fails', async () => {
    sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch'));
    expect(await resolveVariation('sg', { experimentUrl: '/exp/{region}.json', timeUrl: '/time' })).to.equal(undefined);
  });
});
