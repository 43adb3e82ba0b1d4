import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MemberPopupEventMap } from '../src/events.ts';
import { emit } from '../src/events.ts';
import { whenIdle } from '../src/popup/loadedModules.ts';
import { PopupRoot, prefetchPopup } from '../src/popup/PopupRoot.tsx';
import { navigateAtom, popupAtom } from '../src/state/atoms.ts';
import { ATTRIBUTES, attributesAtom, isAttributeName, withAttribute } from '../src/state/attributes.ts';
import { DEFAULT_ROUTE, parseRoute } from '../src/state/routes.ts';
import { storeFor, type PopupStore } from '../src/state/store.ts';
import { HeaderLinks } from './headerLinks.ts';

/**
 * `<member-login-popup>`: the login and sign-up popup of the marketplace.
 *
 * @attr region - sg, my, ph, th, id or vn. Default: the preference cookie's region, else sg.
 * @attr language - en, id, ms, zh, th or vi (bn, si, my, ne, ur for the network error). Default:
 *   the preference cookie's language, else the region's first language.
 * @attr variation - the A/B variation; `pop` makes the header links open the popup. Without it the
 *   experiment config decides.
 * @attr open - "true" shows the popup, "false" or removed closes it. Reflects the popup's state.
 * @attr route - the route the popup opens on: Login (default), Qrcode, Registry, Verify,
 *   ForgetPassword, ResetPassword, ProfileComplete.
 * @attr login-link - selector of the host page's login links. Default `[data-member-login]`.
 * @attr signup-link - selector of the host page's sign-up links. Default `[data-member-signup]`.
 * @attr account-label - selector of the header's account label. Default `[data-member-account]`.
 * @attr experiment-url - the experiment config URL, `{region}` replaced. Default `/experiments/{region}.json`.
 * @attr time-url - the server time URL answering `{ "serverTime": ms }`. Default `/time`.
 * @attr member-host - origin of the member service's REST calls. Default: this page's origin.
 * @attr gateway-host - origin of the gateway calls. Default: this page's origin.
 * @attr backup-url - the gateway's static backup data, `{api}`, `{language}`, `{region}` replaced.
 *   Default `/static/member/{api}/{language}-{region}.json`.
 * @attr public-key - the member service's RSA public key (PEM, or bare base64 SPKI) that passwords
 *   are encrypted with before they leave the page.
 * @attr google-client-id - the Google client id, or `sg=…,my=…`; no Google button without it.
 * @attr google-auth-url - Google's consent page. Default Google's own.
 * @attr facebook-app-id - the Facebook app id, or `sg=…,my=…`; no Facebook button without it.
 * @attr facebook-sdk-url - the Facebook SDK, loaded on the first click. Default Facebook's own.
 * @attr facebook-version - the Graph API version. Default v2.11.
 * @attr password-cipher - `RSA-OAEP` (SHA-256, default) or `RSAES-PKCS1-V1_5` for member hosts
 *   that still decrypt it.
 *
 * @method show(route?) - opens the popup, on `route` if given.
 * @method close() - closes the popup.
 *
 * @event login-success - the member is logged in; detail `{ result, user }`.
 * @event next-step - the server asks for a next step; detail `{ action, data }`. Cancelable: a host
 *   that calls `preventDefault()` takes over the navigation.
 * @event close - the popup closed; detail `{ reason }`: user, host or done.
 *
 * @csspart dialog, header, title, back-button, close-button, body, busy, spinner, toasts, toast,
 *   toast-info, toast-success, toast-error, screen (screen-login, screen-verify, screen-verify-phone,
 *   screen-qrcode, screen-registry, screen-forget, screen-reset, screen-reset-success,
 *   screen-profile-base, screen-profile-other), tabs, tab, tab-selected, tab-panel, form, field,
 *   label, control, control-invalid, input, phone-prefix, field-error, hints, hint-item, hint-met,
 *   checkbox, fieldset, choices, choice, selects, select-field, select, success-image, button, button-primary, button-secondary, link, channels,
 *   channel, switch-button, tooltip, qr, qr-image, qr-scanned, qr-error, alert, alert-title,
 *   alert-text, alert-buttons, third-party, third-party-title,
 *   third-party-buttons, third-party-button
 * @cssproperty --mlp-font-family, --mlp-font-size, --mlp-color-text, --mlp-color-muted,
 *   --mlp-color-background, --mlp-color-primary, --mlp-color-on-primary, --mlp-color-accent,
 *   --mlp-color-error, --mlp-color-success, --mlp-color-border, --mlp-radius, --mlp-width,
 *   --mlp-backdrop, --mlp-shadow, --mlp-toast-background, --mlp-toast-color
 */
export class MemberLoginPopup extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return ATTRIBUTES;
  }

  private readonly store: PopupStore = storeFor(this);
  private readonly header = new HeaderLinks(this);
  /** The open shadow root React renders into. */
  private readonly shadow = this.attachShadow({ mode: 'open' });
  /** React's root while the element is connected; all state lives in the store, so a move keeps it. */
  private react: Root | undefined;

  constructor() {
    super();
    let wasOpen = false;
    this.store.sub(popupAtom, () => {
      const { open, closeReason } = this.store.get(popupAtom);
      if (open === wasOpen) return;
      wasOpen = open;
      if (open) {
        this.setAttribute('open', 'true');
      } else {
        this.removeAttribute('open');
        emit(this, 'close', { reason: closeReason ?? 'host' });
      }
    });
  }

  connectedCallback(): void {
    this.react ??= createRoot(this.shadow);
    this.react.render(createElement(PopupRoot, { host: this, store: this.store }));
    this.header.connect();
    whenIdle(() => prefetchPopup(this.store));
  }

  disconnectedCallback(): void {
    this.react?.unmount();
    this.react = undefined;
    this.header.disconnect();
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (!isAttributeName(name) || previous === value) return;
    this.store.set(attributesAtom, (attributes) => withAttribute(attributes, name, value));
    if (name === 'open') {
      // Also reached when the element reflects its own state; then there is nothing to change.
      const open = value !== null && value !== 'false';
      if (open !== this.store.get(popupAtom).open) {
        if (open) this.show();
        else this.close();
      }
    } else if (name === 'route' && this.store.get(popupAtom).open) {
      this.show(value ?? undefined);
    } else if (name === 'variation' || name === 'region' || name === 'experiment-url' || name === 'time-url') {
      if (this.isConnected) void this.header.refreshVariation();
    }
  }

  /** Opens the popup on `route`, else on the `route` attribute, else on Login. */
  show(route?: string): void {
    const name = parseRoute(route) ?? parseRoute(this.getAttribute('route')) ?? DEFAULT_ROUTE;
    this.store.set(navigateAtom, { type: 'show', route: { name } });
  }

  /** Closes the popup; the `close` event follows with reason "host". */
  close(): void {
    this.store.set(navigateAtom, { type: 'close', reason: 'host' });
  }
}

export interface MemberLoginPopup {
  addEventListener<K extends keyof MemberPopupEventMap>(
    type: K,
    listener: (this: MemberLoginPopup, event: MemberPopupEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof MemberPopupEventMap>(
    type: K,
    listener: (this: MemberLoginPopup, event: MemberPopupEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
