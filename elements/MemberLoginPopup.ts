import type { MemberPopupEventMap } from '../src/events.ts';
import { emit } from '../src/events.ts';
import { afterMemberArea } from '../src/page/account/memberAreaGate.ts';
import { whenIdle } from '../src/ui/loadedModules.ts';
import { PopupRoot, prefetchPopup } from './PopupRoot.tsx';
import { constructedSheet } from '../src/ui/useAdoptedStyles.ts';

/** The host's box before the popup's styles come: none of its own, as those styles say. */
const HOST_CSS = ':host { display: contents; }';
import { navigateAtom, popupAtom } from '../src/state/atoms.ts';
import { ATTRIBUTES, attributesAtom, isAttributeName, withAttribute } from '../src/state/attributes.ts';
import { routeNamed } from '../src/flows/steps.ts';
import { DEFAULT_ROUTE, parseRoute } from '../src/state/routes.ts';
import { browserPage } from '../src/page/browserPage.ts';
import { takeSecondVerificationMark } from '../src/page/secondVerification.ts';
import { hearPopStateFirst } from '../src/page/popstateFirst.ts';
import { HeaderLinks } from './headerLinks.ts';

import { MemberElement } from './memberElement.ts';

/**
 * `<member-login-popup>`: the login and sign-up popup of the marketplace.
 *
 * The build turns this block into `custom-elements.json` (`@attr {type} [name=default] - …`, `@fires {type} name - …`,
 * `@csspart name - …`, `@cssprop [--name=default] - …`, one tag a line) and the README's element
 * table is checked against it.
 *
 * @summary The login and sign-up popup of the marketplace, as one tag; it tells the host page what happened through DOM events.
 *
 * @attr {'sg' | 'my' | 'ph' | 'th' | 'id' | 'vn'} region - The region. Default: the preference cookie's region, else `sg`.
 * @attr {'en' | 'id' | 'ms' | 'zh' | 'th' | 'vi' | 'bn' | 'si' | 'my' | 'ne' | 'ur'} language - The language; `bn`, `si`, `my`, `ne`, `ur` give English texts with the network error in that language. Default: the preference cookie's language, else the region's first language. Followed live.
 * @attr {string} variation - The A/B variation. `pop` makes the header links open the popup; any other value keeps their normal behaviour, a member page of this site that names no `redirect` getting this page as its own. Without it the experiment config decides.
 * @attr {'true' | 'false'} open - `"true"` shows the popup, `"false"` or removing it closes it. The element keeps it in step: `open="true"` while open, removed when closed.
 * @attr {'Login' | 'Qrcode' | 'Registry' | 'Verify' | 'ForgetPassword' | 'ResetPassword' | 'ProfileComplete'} [route=Login] - The route the popup opens on. Changing it moves an open popup there.
 * @attr {'popup' | 'page'} [display=popup] - `page` lays the screens out in the page where the element stands, as the member pages (`/user/login`, `/user/register`, …) show them: shown at once, no modal and no close button (`open`, `close()` and Escape change nothing, and no `close` event comes until `display` goes), the title the page's `h1`. Each step is an entry of the tab's history, the later ones with their route in the hash (`#/registry`), so that back, forward and reload work (a reload on Verify or ProfileComplete shows `route`); the query and a hash of the host's are left as they are. One per document. A journey that ends logged in leaves for the page's `redirect` when it is allow-listed, else for the dashboard (`/user/account`).
 * @attr {string} [login-link=[data-member-login]] - Selector of the host page's login links. Empty: none.
 * @attr {string} [signup-link=[data-member-signup]] - Selector of the host page's sign-up links. Empty: none.
 * @attr {string} [account-label=[data-member-account]] - Selector of the header's account label.
 * @attr {string} [experiment-url=/experiments/{region}.json] - The experiment config, `{region}` replaced.
 * @attr {string} [time-url=/time] - The server time, answering `{ "serverTime": <epoch ms> }`.
 * @attr {string} member-host - Origin of the member service's REST calls (`/user/api/…`), or one per region (`sg=https://…,my=https://…`). Default: this page's origin. Cookies are sent, so the host must allow credentials.
 * @attr {string} gateway-host - Origin of the gateway calls (`/gw/{api}/1.0/`), or one per region. Default: this page's origin.
 * @attr {string} other-mode-host - Origin of the gateway's other mode, or one per region: a gateway call answered `WV_ERR::PARAM_PARSE_ERROR` is retried once in the other method (GET ↔ POST) on this host; only that retry uses it. Default: the gateway host.
 * @attr {string} main-site - The main site whose terms of use, privacy policy and help centre the popup links, one origin or one per region. Default: the region's own.
 * @attr {string} success-image - A picture for the password-reset success view, asked for through the image-URL helper. Default: a drawn check mark.
 * @attr {string} [backup-url=/static/member/{api}/{language}-{region}.json] - The gateway's static backup data for calls that have it, `{api}`, `{language}` and `{region}` replaced.
 * @attr {string} public-key - The member service's RSA public key, PEM or bare base64 SubjectPublicKeyInfo. Passwords are encrypted with it before they leave the page.
 * @attr {'RSA-OAEP' | 'RSAES-PKCS1-V1_5'} [password-cipher=RSA-OAEP] - `RSA-OAEP` (SHA-256 with MGF1 SHA-256) or `RSAES-PKCS1-V1_5` for member hosts that still decrypt it.
 * @attr {string} google-client-id - The Google OAuth client id, or one per region: `sg=…,my=…`. Without it there is no Google button.
 * @attr {string} [google-auth-url=https://accounts.google.com/o/oauth2/v2/auth] - Google's consent page.
 * @attr {string} facebook-app-id - The Facebook app id, or one per region like `google-client-id`. Without it there is no Facebook button.
 * @attr {string} [facebook-sdk-url=https://connect.facebook.net/en_US/sdk.js] - The Facebook SDK, loaded on the first click only (through the Trusted Types policy `member-login-popup`).
 * @attr {string} [facebook-version=v2.11] - The Graph API version the SDK is initialised with.
 * @attr {'true' | 'false'} [history=true] - `"false"` leaves the tab's history to the host (a host whose router owns it): the open popup adds no entry, and the browser's Back is the page's. Otherwise the open popup (not `display="page"`, which has its own history) holds one entry of the history: Back on a phone steps back through the popup's screens, then closes it (reason `back`), and the page stays as it is; any other close takes the entry away again (after a finished journey it becomes a copy of the page's, as the host may be leaving the page).
 * @attr {'light' | 'dark' | 'auto'} [theme=auto] - `auto` (also any other value or none) follows the visitor's `prefers-color-scheme`. Picks the palette of the colour tokens; a token the host page sets itself still wins.
 *
 * @fires {CustomEvent<LoginSuccessDetail>} login-success - The member is logged in (by password, code, QR, passkey, sign-up or restore). `detail: { result, user, offerPasskey? }`: the login response as received, `{ id, name?, email?, phone? }`, and `offerPasskey: true` when the member has no passkey yet and this browser can make one (the page the login lands on may offer it). Not sent while a next step still stands between the shopper and the session.
 * @fires {CustomEvent<NextStepDetail>} next-step - The server asks for a next step. `detail: { action, data }`. Cancelable: call `preventDefault()` to take over the navigation.
 * @fires {CustomEvent<MemberReportDetail>} member-report - Something the spec reports happened, for the host's analytics (the element sends nothing anywhere itself). `detail: { kind, key, api?, route? }`, kind one of `login-failed`, `api-failed`, `reset-verify-failed`, `user-id-cookie`, `second-verification`.
 * @fires {CustomEvent<CloseDetail>} close - The popup closed. `detail: { reason }`: `user` (close button, Escape, back from the first screen), `back` (the browser's Back, see `history`), `host` (`close()` or the `open` attribute) or `done` (a journey finished).
 *
 * @csspart dialog - The modal `<dialog>`; with `display="page"`, the `<section>` laid out in the page.
 * @csspart page - With `display="page"`: the `<section>` laid out in the page (also part `dialog`).
 * @csspart header - The dialog's header bar.
 * @csspart title - The screen's title.
 * @csspart back-button - The header's back button.
 * @csspart close-button - The header's close button.
 * @csspart body - The dialog's body, around the screen.
 * @csspart busy - The overlay shown while a call is pending.
 * @csspart spinner - The spinner in the busy overlay.
 * @csspart busy-slow - What the busy overlay adds when a call takes long: a note and Cancel.
 * @csspart busy-message - The note of a call that takes long.
 * @csspart busy-cancel - The button that cancels a call that takes long.
 * @csspart toasts - The toast stack.
 * @csspart toast - One toast.
 * @csspart toast-info - An informational toast.
 * @csspart toast-success - A success toast.
 * @csspart toast-error - An error toast.
 * @csspart screen - Every screen.
 * @csspart screen-login - The Login screen.
 * @csspart screen-verify - The Verify screen (code entry).
 * @csspart screen-verify-phone - The Verify screen asking for a phone number.
 * @csspart screen-qrcode - The Qrcode screen.
 * @csspart screen-registry - The Registry (sign-up) screen.
 * @csspart screen-registry-code - Registry's e-mail code step (the code, and a sign-up's new password).
 * @csspart guest-title - The guest page's title on Registry ("Claim your orders").
 * @csspart guest-orders - The note of the guest orders a sign-up or login made the member's, with a link to them.
 * @csspart screen-forget - The ForgetPassword screen.
 * @csspart screen-reset - The ResetPassword screen.
 * @csspart screen-reset-success - The view after a password reset.
 * @csspart screen-profile-base - ProfileComplete, step one (nickname and password).
 * @csspart screen-profile-other - ProfileComplete, step two (gender and birthday).
 * @csspart screen-top - The top row of the Login and Qrcode screens.
 * @csspart tabs - The Login screen's tab list.
 * @csspart tab - A tab.
 * @csspart tab-selected - The selected tab.
 * @csspart tab-panel - A tab's panel.
 * @csspart form - A form.
 * @csspart form-links - The links below a form (forgot password, change number).
 * @csspart field - A labelled field.
 * @csspart label - A field's label.
 * @csspart control - The box around an input.
 * @csspart control-invalid - A control whose value breaks a rule.
 * @csspart input - An input.
 * @csspart phone-prefix - The dial code before a phone input.
 * @csspart phone-code - The phone and code-channel form.
 * @csspart password-toggle - The button that shows or hides a password.
 * @csspart caps-lock - The caps-lock warning of a password field.
 * @csspart field-error - A field's error message.
 * @csspart hint - A screen's hint text.
 * @csspart hints - The list of new-password hints.
 * @csspart hint-item - One new-password hint.
 * @csspart hint-met - A new-password hint that is met.
 * @csspart checkbox - A checkbox (the terms box, the consent box).
 * @csspart fieldset - A group of choices.
 * @csspart choices - The choices of a fieldset.
 * @csspart choice - One choice.
 * @csspart selects - The birthday's year, month and day pickers.
 * @csspart select-field - One picker with its label.
 * @csspart select - A `<select>`.
 * @csspart success-image - The image of a success view.
 * @csspart text - A screen's paragraph of text.
 * @csspart buttons - A row of buttons.
 * @csspart button - Every button.
 * @csspart button-primary - A primary button.
 * @csspart button-secondary - A secondary button.
 * @csspart link - A link-styled button.
 * @csspart channels - The code channel buttons.
 * @csspart channel - One code channel button.
 * @csspart channel-icon - A code channel's icon.
 * @csspart resend - The Resend OTP line.
 * @csspart switch - The QR and password switch.
 * @csspart switch-button - The switch's button.
 * @csspart tooltip - The QR icon's tooltip.
 * @csspart qr - The QR code block.
 * @csspart qr-placeholder - The space the QR image takes while it loads.
 * @csspart qr-image - The QR image.
 * @csspart qr-image-scanned - The QR image once scanned.
 * @csspart qr-scanned - The "scan completed" note.
 * @csspart qr-error - The QR error message.
 * @csspart alert - An alert dialog (retry later, restore account).
 * @csspart alert-title - An alert's title.
 * @csspart alert-text - An alert's text.
 * @csspart alert-buttons - An alert's buttons.
 * @csspart passkey-login - Login's "Sign in with a passkey" (also parts `button` and `button-secondary`), where the browser has WebAuthn.
 * @csspart third-party - The third-party login block.
 * @csspart third-party-title - Its title.
 * @csspart third-party-buttons - Its buttons.
 * @csspart third-party-button - A Google or Facebook button.
 *
 * @cssprop [--mlp-font-family=system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif] - The font.
 * @cssprop [--mlp-font-size=14px] - The base font size.
 * @cssprop [--mlp-color-text=#1f2933] - Text. Each colour has a light and a dark palette (see `theme`); the defaults given are the light ones.
 * @cssprop [--mlp-color-muted=#5f6b7a] - Secondary text.
 * @cssprop [--mlp-color-background=#ffffff] - The dialog's background.
 * @cssprop [--mlp-color-primary=#0f146d] - Primary buttons and links.
 * @cssprop [--mlp-color-on-primary=#ffffff] - Text on the primary colour.
 * @cssprop [--mlp-color-accent=#f36f21] - Accents.
 * @cssprop [--mlp-color-error=#b3261e] - Errors.
 * @cssprop [--mlp-color-success=#1b6e3a] - Success marks.
 * @cssprop [--mlp-color-border=#7a8494] - Borders of inputs, selects and the QR switch (3:1 against the background).
 * @cssprop [--mlp-color-divider=#d0d5dd] - Decorative lines (tabs, the spinner's track, disabled buttons).
 * @cssprop [--mlp-color-focus=var(--mlp-color-primary)] - The focus ring.
 * @cssprop [--mlp-color-hover=rgb(0 0 0 / 0.06)] - The header buttons under the pointer.
 * @cssprop [--mlp-color-disabled-background=#eef0f3] - Disabled controls.
 * @cssprop [--mlp-busy-background=rgb(255 255 255 / 0.6)] - The veil over the popup while a task runs.
 * @cssprop [--mlp-radius=8px] - Corner radius.
 * @cssprop [--mlp-width=400px] - The dialog's width (at most the viewport's less 24px).
 * @cssprop [--mlp-backdrop=rgb(0 0 0 / 0.5)] - The backdrop behind the dialog.
 * @cssprop [--mlp-shadow=0 12px 40px rgb(0 0 0 / 0.25)] - The dialog's shadow.
 * @cssprop [--mlp-toast-background=rgb(17 24 39 / 0.92)] - Toasts' background.
 * @cssprop [--mlp-toast-color=#ffffff] - Toasts' text.
 */
export class MemberLoginPopup extends MemberElement {
  static get observedAttributes(): readonly string[] {
    return ATTRIBUTES;
  }

  /** What the element renders in its shadow root (the page its views see comes with the popup's session, `src/page/popup.ts`). */
  static readonly root = PopupRoot;

  private readonly header = new HeaderLinks(this);
  private prefetchStarted = false;

  constructor() {
    super();
    let wasOpen = false;
    this.store.sub(popupAtom, () => {
      const { open, closeReason } = this.store.get(popupAtom);
      if (open === wasOpen) return;
      wasOpen = open;
      if (open) {
        this.setAttribute('open', 'true');
        // Not fetched yet (an open before the browser was idle): in this task, not after React's render.
        this.prefetch();
      } else {
        this.removeAttribute('open');
        emit(this, 'close', { reason: closeReason ?? 'host' });
      }
    });
  }

  override connectedCallback(): void {
    super.connectedCallback?.();
    // The element's box is what the popup's own sheet makes it (display: contents) from the start:
    // the closed popup rendered while the browser is idle then moves nothing on the host's page.
    const root = this.shadowRoot;
    const sheet = constructedSheet(HOST_CSS);
    if (root && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    this.header.connect();
    // The tab's Back, heard before a host router added later hears it (the open popup's history: page/popupHistory.ts).
    hearPopStateFirst();
    this.present();
    // On the member area's page, not before it has painted the dashboard (or found no session).
    afterMemberArea(() => whenIdle(() => this.prefetch()));
    // Back from the second verification: its outcome is reported (the lookup loads only then).
    if (takeSecondVerificationMark(browserPage)) void import('unit:reportSecondVerification').then(({ reportSecondVerification }) => reportSecondVerification(this));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback?.();
    this.header.disconnect();
    this.present();
  }

  /**
   * Lays the popup out in the page while `display` is `page` (and follows the page's history while
   * the element is connected), or back to a closed popup: that code comes apart (page/pageHistory.ts).
   */
  private present(): void {
    if (this.getAttribute('display') === 'page' || this.store.get(popupAtom).page) void import('unit:pageHistory').then(({ present }) => present(this, this.store));
  }

  protected attributeChanged(name: string, _previous: string | null, value: string | null): void {
    if (!isAttributeName(name)) return;
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
    } else if (name === 'display') {
      this.present();
    } else if (name === 'variation' || name === 'region' || name === 'experiment-url' || name === 'time-url') {
      if (this.isConnected) void this.header.refreshVariation();
    }
  }

  /** Opens the popup on `route`, else on the `route` attribute, else on Login. */
  show(route?: string): void {
    const name = parseRoute(route) ?? parseRoute(this.getAttribute('route')) ?? DEFAULT_ROUTE;
    this.store.set(navigateAtom, { type: 'show', route: routeNamed(name) });
  }

  /** Starts fetching what opening the popup shows (its code, its texts, its first screen), which it then renders hidden when the browser is idle. The element does it itself when the browser is first idle and at the first sign of intent on its header links (the pointer over one or pressed on it, the focus on it); a host that opens the popup from a control of its own may call it on such a sign. Once per element. */
  prefetch(): void {
    // Every pointer move over the page would otherwise still look for a header link.
    this.header.stopIntent();
    if (this.prefetchStarted) return;
    this.prefetchStarted = true;
    prefetchPopup(this.store);
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
