/**
 * The code input takes a code that WebOTP brings with the props of the moment it comes: a screen
 * that re-rendered meanwhile (another code length, new handlers) gets the code, not the handlers of
 * the render that asked for it.
 */
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import sinon from 'sinon';
import { storeFor } from '../src/state/store.ts';
import { CodeInput, type CodeInputProps } from '../src/ui/controls/CodeInput.tsx';
import { ElementEnvContext, type ElementEnv } from '../src/ui/ElementEnv.ts';
import { pollUntil } from './support/wait.ts';

describe('CodeInput and WebOTP', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    sinon.restore();
    delete (window as { OTPCredential?: unknown }).OTPCredential;
  });

  it('a code that comes after a re-render goes to the handlers and length of now', async () => {
    // A browser with WebOTP whose SMS arrives later.
    (window as { OTPCredential?: unknown }).OTPCredential = class {};
    let deliver: (credential: { code: string }) => void = () => undefined;
    const pending = new Promise<Credential | null>((resolve) => {
      deliver = (credential) => resolve(credential as unknown as Credential);
    });
    // WebKitGTK has no Credential Management API at all: the page is given one.
    if (navigator.credentials) sinon.stub(navigator.credentials, 'get').returns(pending);
    else {
      Object.defineProperty(navigator, 'credentials', { value: { get: () => pending }, configurable: true });
      cleanups.push(() => Reflect.deleteProperty(navigator, 'credentials'));
    }

    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const first = { onValue: sinon.spy(), onFilled: sinon.spy() };
    const second = { onValue: sinon.spy(), onFilled: sinon.spy() };
    const env: ElementEnv = { host: container, store: storeFor(container), session: undefined, region: 'sg', language: 'en', t: (key) => key };
    const render = (props: CodeInputProps) => flushSync(() => root.render(createElement(ElementEnvContext.Provider, { value: env }, createElement(CodeInput, props))));
    render({ label: 'Code', length: 4, value: '', ...first });
    render({ label: 'Code', length: 6, value: '', ...second });

    deliver({ code: '123456' });
    await pollUntil(() => second.onFilled.called, 'the code did not reach the current handler');
    expect(second.onFilled.firstCall.args).to.deep.equal(['123456']);
    expect(first.onFilled.called).to.equal(false);
    root.unmount();
    container.remove();
  });
});
