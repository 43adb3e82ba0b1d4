/**
 * The one place the package's custom elements are made, with r2wc (@r2wc/react-to-web-component):
 * an open shadow root hosting React, mounted while the element is connected and unmounted when it
 * is not, and one jotai store per element, keyed by the element so that a move in the DOM keeps its
 * state. Each element names the React root it renders (`static root`); what its views see of the
 * page comes with the element's session, which the page side composes. r2wc maps none of our
 * attributes (it would ignore a bare boolean and keep a removed attribute's old value): each element
 * names the attributes it observes and handles them in `attributeChanged`, where a removed one is
 * null.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { PREFERENCE_CHANGE_EVENT } from '../src/config/preference.ts';
import { attributesAtom } from '../src/state/attributes.ts';
import { storeFor, type PopupStore } from '../src/state/store.ts';
import type { ElementRootProps } from '../src/ui/ElementEnv.ts';

/** An element with r2wc's lifecycle: it mounts React when connected and unmounts it when disconnected. */
type LifecycleElement = HTMLElement & { connectedCallback?(): void; disconnectedCallback?(): void };

/** r2wc gives the component the shadow root as `container` (typed as an element); the element is that root's host. */
function Mounted({ container }: { container?: HTMLElement }) {
  const host = (container as unknown as ShadowRoot).host as MemberElement;
  const { root } = host.constructor as unknown as { readonly root: ComponentType<ElementRootProps> };
  return createElement(root, { host, store: storeFor(host) });
}

/**
 * Where there is no DOM (server-side rendering in Node) there is no HTMLElement to extend: the module
 * still loads, with a base that is never registered, so importing any entry does not throw.
 */
const Base = (typeof HTMLElement === 'undefined' ? class {} : r2wc(Mounted, { shadow: 'open' })) as unknown as new () => LifecycleElement;

export abstract class MemberElement extends Base {
  protected readonly store: PopupStore = storeFor(this);

  override connectedCallback(): void {
    document.addEventListener(PREFERENCE_CHANGE_EVENT, this.reread);
    super.connectedCallback?.();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback?.();
    document.removeEventListener(PREFERENCE_CHANGE_EVENT, this.reread);
  }

  /** The preference cookie changed (the member area's settings): the element renders again, reading it. */
  private readonly reread = () => {
    this.store.set(attributesAtom, (attributes) => ({ ...attributes }));
  };

  /** Called for every change of an observed attribute; `value` is null once it is removed. */
  protected abstract attributeChanged(name: string, previous: string | null, value: string | null): void;

  // r2wc's own handler maps props we do not declare: ours replaces it.
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous !== value) this.attributeChanged(name, previous, value);
  }
}
