/**
 * The code step's control (`ui/controls/CodeEntry.tsx`), which every code step renders: the
 * one-time-code input, what the step puts under it, then the resend link, disabled with its
 * countdown's text until a new code may be asked for.
 */
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import sinon from 'sinon';
import { storeFor } from '../src/state/store.ts';
import { CodeEntry, type CodeEntryProps, type ResendText } from '../src/ui/controls/CodeEntry.tsx';
import { ElementEnvContext, type ElementEnv } from '../src/ui/ElementEnv.ts';

describe('CodeEntry', () => {
  let container: HTMLElement;
  let render: (props: CodeEntryProps) => void;
  let unmount: () => void;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const env: ElementEnv = { host: container, store: storeFor(container), session: undefined, region: 'sg', language: 'en', t: (key) => key };
    render = (props) => flushSync(() => root.render(createElement(ElementEnvContext.Provider, { value: env }, createElement(CodeEntry, props))));
    unmount = () => {
      root.unmount();
      container.remove();
    };
  });
  afterEach(() => unmount());

  const t: ResendText = (key, values) => (key === 'verify.resend' ? 'Resend' : `Resend in ${values?.seconds}s`);
  const noop = () => undefined;

  it('is the one-time-code input: numeric, autocompleted, a pasted text keeps its digits and fills the code', () => {
    const onValue = sinon.spy();
    const onFilled = sinon.spy();
    render({ label: 'Code', length: 6, value: '', onValue, onFilled });
    const input = container.querySelector('input');
    expect(input?.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(input?.getAttribute('inputmode')).to.equal('numeric');
    expect(input?.hasAttribute('maxlength')).to.equal(false);
    expect(container.querySelector('button')).to.equal(null);
    if (!input) return;
    // What React hears as the shopper pastes: the input's value set, then its input event.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, 'Your code is 668 996');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onValue.lastCall.args).to.deep.equal(['668996']);
    expect(onFilled.lastCall.args).to.deep.equal(['668996']);
  });

  it('puts the step between the code and the resend link, in its paragraph, disabled while its countdown runs', () => {
    const step = createElement('p', { id: 'between' }, 'password');
    render({ label: 'Code', length: 6, value: '', onValue: noop, onFilled: noop, children: step, resend: { seconds: 60, onResend: noop, t, paragraph: true } });
    const parts = [...container.children].map((element) => element.getAttribute('part') ?? element.id);
    expect(parts.slice(-2)).to.deep.equal(['between', 'resend']);
    const link = container.querySelector<HTMLButtonElement>('[part="resend"] > button[part="link"]');
    expect(link?.textContent).to.equal('Resend in 60s');
    expect(link?.disabled).to.equal(true);
  });

  it('once the countdown is over, the bare link says Resend; the step asks for a code and restarts the countdown when it chooses', () => {
    const onResend = sinon.spy();
    render({ label: 'Code', length: 4, value: '', onValue: noop, onFilled: noop, resend: { seconds: 0, onResend, t } });
    expect(container.querySelector('[part="resend"]')).to.equal(null);
    const link = container.querySelector<HTMLButtonElement>('button[part="link"]');
    expect(link?.textContent).to.equal('Resend');
    expect(link?.disabled).to.equal(false);
    link?.click();
    expect(onResend.calledOnce).to.equal(true);
    expect(onResend.firstCall.args[0]).to.be.a('function');
  });
});
