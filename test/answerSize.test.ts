/**
 * The spec's body limit (section 9: an answer's body is at most 10 MB), with a fake fetch at the
 * network boundary: a declared length over it is refused unread, an endless answer is dropped as
 * soon as it passes it, and what the shopper reads is "something went wrong", not a frozen page.
 */
import { expect } from '@open-wc/testing';
import { REST } from '../src/kernel/contract/calls.ts';
import { ANSWER_TOO_LARGE, NETWORK_ERROR } from '../src/net/MemberError.ts';
import { MAX_BODY_BYTES, readJson } from '../src/net/readBody.ts';
import { createRestClient } from '../src/net/restClient.ts';
import { failure, fakeFetch, json, type FakeAnswer, type SentRequest } from './support/fakeFetch.ts';

const fingerprint = () => ({ token: 'device-1', ua: 'en|UTC' });
const loginPayload = { loginName: 'shopper@example.com', encryptPassword: 'cipher' };
const MB = 1024 * 1024;

/** A member host that hands out CSRF tokens and answers the login with `answer`. */
function memberHost(answer: (request: SentRequest) => FakeAnswer) {
  const host = fakeFetch((request) =>
    request.url.pathname === '/user/api/getCsrfToken' ? json({ success: true, module: { parameterName: '_csrf', token: 'csrf-1' } }) : answer(request),
  );
  return { host, client: createRestClient({ fetch: host.fetch, fingerprint }) };
}

/** A body that streams 1 MB chunks of spaces for as long as it is read; how many were pulled, and whether it was cancelled. */
function endlessBody() {
  const seen = { chunks: 0, cancelled: false };
  const chunk = new Uint8Array(MB).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.chunks++;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('the body limit of an answer', () => {
  it('refuses an answer whose Content-Length passes 10 MB before reading it, as "something went wrong"', async () => {
    const { stream, seen } = endlessBody();
    const { client } = memberHost(() => new Response(stream, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_BODY_BYTES + 1) } }));
    const error = await failure(client.call(REST.login, loginPayload));
    expect(error.code).to.equal(ANSWER_TOO_LARGE);
    expect(error.userMessage).to.deep.equal({ key: 'error.somethingWrong' });
    expect(error.message).to.contain(String(MAX_BODY_BYTES));
    expect(seen.chunks, 'the body was read').to.be.at.most(1);
  });

  it('drops an answer without a length as soon as it passes 10 MB, and stops its stream', async () => {
    const { stream, seen } = endlessBody();
    const { client } = memberHost(() => new Response(stream, { headers: { 'Content-Type': 'application/json' } }));
    const error = await failure(client.call(REST.login, loginPayload));
    expect(error.code).to.equal(ANSWER_TOO_LARGE);
    expect(error.userMessage).to.deep.equal({ key: 'error.somethingWrong' });
    expect(seen.cancelled, 'the stream was not cancelled').to.equal(true);
    expect(seen.chunks).to.be.within(11, 13);
  });

  it('reads an answer of exactly 10 MB, and one within it as it did', async () => {
    const padding = ' '.repeat(MAX_BODY_BYTES - 2);
    expect(await readJson(new Response(`${padding}{}`))).to.deep.equal({});
    const { client } = memberHost(() => json({ success: true, module: { loginResponseDTO: { userId: 7, loginType: 'EMAIL' } } }));
    expect(await client.call(REST.login, loginPayload)).to.deep.equal({ loginResponseDTO: { userId: 7, loginType: 'EMAIL' } });
  });

  it('still says an answer that is no JSON is malformed, not too large', async () => {
    const { client } = memberHost(() => new Response('<html>oops</html>', { status: 200 }));
    const error = await failure(client.call(REST.login, loginPayload));
    expect(error.code).to.equal('MALFORMED_ANSWER');
  });
});

/** A body that sends the start of an answer, then breaks off as a dropped connection does (Firefox, as a page is left). */
function brokenBody(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"success":true,"mod'));
      controller.error(new TypeError('NetworkError when attempting to fetch resource.'));
    },
  });
}

describe('an answer that breaks off', () => {
  it('is a failed connection ("check your connection"), not an answer off the contract', async () => {
    const { client } = memberHost(() => new Response(brokenBody(), { headers: { 'Content-Type': 'application/json' } }));
    const error = await failure(client.call(REST.login, loginPayload));
    expect(error.kind).to.equal('network');
    expect(error.code).to.equal(NETWORK_ERROR);
  });

  it('on an error status is still that status', async () => {
    const { client } = memberHost(() => new Response(brokenBody(), { status: 502 }));
    const error = await failure(client.call(REST.login, loginPayload));
    expect(error.code).to.equal('FAIL_SYS_HTTP_502');
  });
});
