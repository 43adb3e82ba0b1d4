import { expect } from '@open-wc/testing';
import { anySignal } from '../src/net/anySignal.ts';

describe('anySignal (AbortSignal.any that WebKit cannot collect while a fetch follows it)', () => {
  it('aborts when any source aborts, with that reason, once', () => {
    const [first, second] = [new AbortController(), new AbortController()];
    const { signal: linked } = anySignal([first.signal, second.signal]);
    let aborts = 0;
    linked.addEventListener('abort', () => aborts++);
    expect(linked.aborted).to.equal(false);
    const reason = new DOMException('the shopper cancelled', 'AbortError');
    second.abort(reason);
    first.abort(new Error('later'));
    expect(linked.aborted).to.equal(true);
    expect(linked.reason).to.equal(reason);
    expect(aborts).to.equal(1);
  });

  it('is aborted at once when a source already is', () => {
    const done = new AbortController();
    done.abort('closed');
    const { signal: linked } = anySignal([new AbortController().signal, done.signal]);
    expect([linked.aborted, linked.reason]).to.deep.equal([true, 'closed']);
  });

  it('aborts a fetch that follows it', async () => {
    const cancel = new AbortController();
    // Aborted in the same task as the call: before any answer can come.
    const request = fetch('/__dev/switches', { signal: anySignal([cancel.signal, new AbortController().signal]).signal });
    cancel.abort(new DOMException('the shopper cancelled', 'AbortError'));
    const error = await request.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).to.be.instanceOf(DOMException);
    expect((error as DOMException).name).to.equal('AbortError');
  });

  it('follows its sources no more once released: a long-lived source keeps nothing of it', () => {
    const popup = new AbortController();
    const { signal, release } = anySignal([popup.signal, new AbortController().signal]);
    release();
    popup.abort('closed');
    expect(signal.aborted).to.equal(false);
  });
});
