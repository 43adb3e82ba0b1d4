/** A fake `fetch` at the network boundary: it records each request and answers with a handler. */
import { expect } from '@open-wc/testing';
import { MemberError } from '../../src/net/MemberError.ts';

export interface SentRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly credentials: RequestCredentials | undefined;
}

/** An answer, 'network' for a failed connection, or 'hang' for a server that never answers. */
export type FakeAnswer = Response | 'network' | 'hang';
export type FakeHandler = (request: SentRequest, index: number) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeFetch {
  readonly fetch: typeof fetch;
  readonly requests: SentRequest[];
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeFetch(handler: FakeHandler): FakeFetch {
  const requests: SentRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), location.href),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const answer = await handler(request, requests.length - 1);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        const signal = init.signal;
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    }
    return answer;
  };
  return { fetch: fake as typeof fetch, requests };
}

/** The request's JSON body, or the `data` of a gateway call (query or form). */
export function sentData(request: SentRequest): unknown {
  if (request.url.pathname.startsWith('/gw/')) {
    const data = request.method === 'POST' ? new URLSearchParams(request.body).get('data') : request.url.searchParams.get('data');
    return data === null ? undefined : JSON.parse(data);
  }
  return request.body === undefined ? undefined : JSON.parse(request.body);
}

/** The MemberError `promise` rejects with; fails the test if it resolves or rejects otherwise. */
export async function failure(promise: Promise<unknown>): Promise<MemberError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(MemberError);
    return error as MemberError;
  }
  throw new Error('the call did not fail');
}
