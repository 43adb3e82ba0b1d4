import type { MemberAccountEventMap } from '../src/events.ts';
import { AccountRoot } from '../src/account/AccountRoot.tsx';
import { accountPageAtom, reloadAccountAtom, requestedPageAtom } from '../src/state/account.ts';
import { accountHash, parseAccountHash, type AccountPage } from '../src/state/accountRoutes.ts';
import { ACCOUNT_ATTRIBUTES, attributesAtom, withAttribute, type AccountAttributeName } from '../src/state/attributes.ts';
import { accountSession } from '../src/page/account/accountSession.ts';
import { startMemberArea } from '../src/page/account/startMemberArea.ts';
import type { ElementRootProps } from '../src/ui/ElementEnv.ts';
import { createElement } from 'react';
import { MemberElement } from './memberElement.ts';

/**
 * `<member-account>`: the member area, where a logged-in shopper manages their profile, addresses,
 * orders and preferences. Its pages are routed by the URL's hash (`#/profile/my`, `#/profile/edit`,
 * `#/address`, `#/address/new`, `#/address/edit/{id}`, `#/orders`, `#/settings`, account security's `#/password/change`, `#/mobile/send`, `#/email/change`, `#/passkeys`, `#/devices`, `#/account/delete`); an unknown hash
 * shows the dashboard.
 *
 * The build turns this block into `custom-elements.json`, as it does the popup's.
 *
 * @summary The member area: profile, address book, orders and settings, as one tag; it tells the host page what changed through DOM events.
 *
 * @attr {'sg' | 'my' | 'ph' | 'th' | 'id' | 'vn'} region - The region: its address forms, currency and phone numbers. Default: the preference cookie's region, else `sg`.
 * @attr {'en' | 'id' | 'ms' | 'zh' | 'th' | 'vi' | 'bn' | 'si' | 'my' | 'ne' | 'ur'} language - The language. Default: the preference cookie's language, else the region's first language. Followed live.
 * @attr {string} member-host - Origin of the member service's REST calls, or one per region, as the popup's. Default: this page's origin.
 * @attr {string} gateway-host - Origin of the gateway calls (`/gw/{api}/1.0/`), or one per region. Default: this page's origin.
 * @attr {string} other-mode-host - Origin of the gateway's other mode, as the popup's. Default: the gateway host.
 * @attr {string} [backup-url=/static/member/{api}/{language}-{region}.json] - The gateway's static backup data, as the popup's.
 * @attr {string} main-site - The main site whose policies and help centre the menu links, one origin or one per region. Default: the region's own.
 * @attr {'light' | 'dark' | 'auto'} [theme=auto] - `auto` follows the visitor's `prefers-color-scheme`; the palette of the colour tokens, as the popup's.
 * @attr {string} public-key - The member service's RSA public key (PEM body), as the popup's: passwords (the current and the new one, a verification's) are encrypted with it and never leave the page in clear text.
 * @attr {'RSA-OAEP' | 'RSAES-PKCS1-V1_5'} [password-cipher=RSA-OAEP] - The password cipher, as the popup's.
 * @attr {string} [login-popup=member-login-popup] - Selector of the page's login popup, opened when the member must log in; without one on the page, the login page is opened with a way back.
 * @attr {'verification'} view - `verification`: only the security verification of the page URL's `token`, then back to its `redirect` (the member service's second-verification page). Default: the member area.
 *
 * @fires {CustomEvent<LogoutDetail>} logout - The member logged out: the session is over on the server. `detail: {}`.
 * @fires {CustomEvent<AccountChangeDetail>} account-change - The member changed something. `detail: { what, change?, id? }`, what one of `profile`, `address` (change `saved` or `deleted`, with its id), `defaultAddress`, `preferences`, `password`, `phone`, `email`, `devices` (change `signedOut`), `passkeys` (change `added` or `removed`, id the passkey's credential id), `deletion` (change `requested`; a `logout` follows), `legacyMerge` (change `merged`, id the old grocery-brand account's: its orders, addresses and vouchers are now the member's).
 *
 * @csspart account - The member area's layout: the menu beside the page, or, in an element at most 600 px wide, the phone layout (the account home with the menu under it; every other page alone under its top bar).
 * @csspart account-home - The layout on the account home (`#/profile/my`), where a phone-sized element shows the menu.
 * @csspart account-guest - The layout while logged out or pending deletion: the page alone, no menu.
 * @csspart menu - The account menu.
 * @csspart menu-group - A group of the menu (My account, Account security, Help and policies).
 * @csspart menu-group-title - A group's heading.
 * @csspart menu-link - A menu entry.
 * @csspart menu-link-current - The menu entry of the page shown (on the account home, a phone-sized element hides it).
 * @csspart menu-logout - Log out, the menu's last entry.
 * @csspart page - The page shown.
 * @csspart top-bar - The page's bar: its heading, and in a phone-sized element the way back to the account home (it sticks to the top as the page scrolls).
 * @csspart back - The way back to the account home (shown in a phone-sized element).
 * @csspart back-label - Its name, "Back to My account", visually hidden (the arrow shows it).
 * @csspart page-title - Its heading.
 * @csspart page-actions - The page's actions beside its heading (Add address).
 * @csspart bar-submit - A long form's Save in the top bar (the address form), shown in a phone-sized element.
 * @csspart form-submit - That form's own Save under its fields, shown in a wider element.
 * @csspart member-card - The account home's top: the member's avatar, name, e-mail, phone and level (also part `top-bar`).
 * @csspart avatar - The member's initial.
 * @csspart member-name - The greeting with the member's contact.
 * @csspart member-contact - The member's masked e-mail or phone.
 * @csspart card - A block of the dashboard or a list entry.
 * @csspart card-title - A card's heading.
 * @csspart cards - The dashboard's row of cards.
 * @csspart facts - A card's list of facts (the profile, the promotions).
 * @csspart order-head - An order's number, copy button and status.
 * @csspart order-number-line - An order's number with its label.
 * @csspart order-number-label - The label before an order's number.
 * @csspart order-number - An order's number, on one line, selected whole by one tap.
 * @csspart copy-button - The button that copies an order's number.
 * @csspart copy-status - What copying said ("Copied").
 * @csspart order-status - An order's status (also part `badge`).
 * @csspart order-items - An order card's items.
 * @csspart order-item - One item on an order card.
 * @csspart order-thumb - An item's picture.
 * @csspart order-item-name - An item's name.
 * @csspart order-item-quantity - How many of an item an order card lists.
 * @csspart order-more - How many more items an order has than its card shows.
 * @csspart order-foot - An order card's date and total.
 * @csspart order-date - The day an order was placed.
 * @csspart order-total - An order's total.
 * @csspart order-total-label - The label before an order's total.
 * @csspart order-details - The link from an order card to the order's page.
 * @csspart order-shortcuts - The dashboard's orders by status, with counts.
 * @csspart order-tabs - My orders' status tabs, with counts.
 * @csspart order-shortcut-list - The list of status shortcuts or tabs.
 * @csspart order-shortcut - One status shortcut or tab.
 * @csspart order-shortcut-current - The status tab shown.
 * @csspart order-shortcut-count - How many orders a shortcut or tab has.
 * @csspart order-shortcut-label - A shortcut's or tab's status.
 * @csspart filter-disclosure - The orders' date filter, folded away until opened.
 * @csspart filter-summary - What opens the date filter.
 * @csspart day-picker - A day chosen in the shopper's calendar (day, month, year).
 * @csspart fieldset - A group of fields with its legend.
 * @csspart order-back - Back to My orders, on an order's page.
 * @csspart order-summary - An order's number, status and date on its page (also part `card`).
 * @csspart order-lines - An order's items on its page.
 * @csspart order-line - One item with its picture, quantity and prices.
 * @csspart order-line-text - An item's name, quantity and price.
 * @csspart order-line-meta - An item's quantity and price of one.
 * @csspart order-line-total - An item's price times its quantity.
 * @csspart order-sums - The delivery fee and the total.
 * @csspart order-address - Where an order is delivered.
 * @csspart order-history - The statuses an order reached, with dates.
 * @csspart order-step - One status reached, with its date.
 * @csspart order-step-status - The status reached.
 * @csspart order-step-time - When it was reached.
 * @csspart switch - A promotion opt-in's switch.
 * @csspart switch-hint - What a promotion opt-in brings.
 * @csspart form - A form (edit profile, language and region).
 * @csspart preference - Settings' form of language and region (also part `form`).
 * @csspart hint - A note about a form.
 * @csspart draft-note - Under a form's buttons: its unsaved changes are kept, with Discard changes.
 * @csspart text - A paragraph of text.
 * @csspart loading - What a page shows while it loads what it shows (a skeleton).
 * @csspart skeleton - The skeleton of a page that loads, in the shape of what comes.
 * @csspart skeleton-page - A page's skeleton: a heading, lines and a card.
 * @csspart skeleton-form - A form's skeleton: labels and fields.
 * @csspart skeleton-list - A list's skeleton: cards.
 * @csspart skeleton-line - A line of text to come.
 * @csspart skeleton-wide - A heading to come.
 * @csspart skeleton-short - A short line (a label) to come.
 * @csspart skeleton-field - A field to come.
 * @csspart skeleton-block - A card to come.
 * @csspart screen-reader-only - Text for screen readers only ("Loading your account").
 * @csspart verification - The security verification (over a page, or the verification page).
 * @csspart verification-dialog - The dialog the verification opens in over a page.
 * @csspart merge-dialog - The grocery-brand merge's dialog (also part `alert`).
 * @csspart merge-step - The merge dialog's step: the proof, what moves, done.
 * @csspart merge-summary - The list of what a merge moves (orders, addresses, vouchers).
 * @csspart merge-notice - The dashboard's card that offers the merge while it is offered (also part `card`).
 * @csspart method - The verification method shown.
 * @csspart method-switch - "Use another method" with the other methods.
 * @csspart methods - The list of other methods.
 * @csspart push - A request sent to the member's other device, with its number.
 * @csspart push-number - The number to choose on the other device.
 * @csspart slider - The slider check.
 * @csspart outcome - The verification's outcome.
 * @csspart outcome-verified - A verified outcome.
 * @csspart outcome-failed - A rejected or expired outcome.
 * @csspart devices - The list of signed-in devices.
 * @csspart device - One signed-in device.
 * @csspart device-kind - A renamed device's browser and system, under the name the member gave it.
 * @csspart rename-form - The form that renames a device or a passkey (also part `form`).
 * @csspart passkeys - The list of the member's passkeys (also parts `devices` and `addresses`, whose look it shares).
 * @csspart passkey - One of the member's passkeys (also part `card`).
 * @csspart passkey-offer - The dashboard's offer to add a passkey, where this device can make one and the member has none (also part `card`).
 * @csspart section-title - A heading of a part of the Devices page (signed-in devices, recent logins; also part `card-title`).
 * @csspart login-activity - The Devices page's recent logins.
 * @csspart login-activity-list - The list of recent logins.
 * @csspart login - One recent login: the device, when, and from which network.
 * @csspart new-device - The badge of a login from a device the account had not seen (also part `badge`).
 * @csspart button-danger - The button that deletes the account.
 * @csspart account-single - The layout of the verification page (no menu).
 * @csspart selects - The birthday's pickers, or the language and region.
 * @csspart select-field - One picker with its label.
 * @csspart address - An address in the address book.
 * @csspart address-country - An address's country, by name in the shopper's language.
 * @csspart choices-failed - A picker whose choices could not be loaded: why, and Try again.
 * @csspart addresses - The address book's list.
 * @csspart choice - A checkbox with its label (the default shipping and billing address).
 * @csspart phone-prefix - The dial code before a phone input.
 * @csspart badge - A default-address or status badge.
 * @csspart orders - The order list.
 * @csspart order - One order.
 * @csspart filter - The orders' date filter's form.
 * @csspart pager - The orders' pager.
 * @csspart switch-row - A setting with its switch.
 * @csspart empty - An empty state.
 * @csspart field - A labelled field.
 * @csspart label - A field's label.
 * @csspart control - The box around an input.
 * @csspart control-invalid - A control whose value breaks a rule.
 * @csspart input - An input.
 * @csspart textarea - The multi-line street address (also part `input`).
 * @csspart select - A `<select>`.
 * @csspart field-error - A field's error message.
 * @csspart buttons - A row of buttons.
 * @csspart button - Every button.
 * @csspart button-primary - A primary button.
 * @csspart button-secondary - A secondary button.
 * @csspart link - A link-styled button.
 * @csspart toasts - The toast stack.
 * @csspart toast - One toast.
 * @csspart busy - The overlay shown while a call is pending.
 * @csspart alert - A confirmation dialog (log out, delete an address, sign out a device), and the verification's dialog.
 * @csspart alert-title - A dialog's title (the merge dialog's).
 * @csspart alert-buttons - A dialog's row of buttons.
 *
 * @cssprop [--mlp-font-family=system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif] - The font.
 * @cssprop [--mlp-font-size=14px] - The base font size.
 * @cssprop [--mlp-color-text=#1f2933] - Text; every colour token is the popup's, with the same light and dark palettes.
 * @cssprop [--mlp-color-muted=#5f6b7a] - Secondary text.
 * @cssprop [--mlp-color-background=#ffffff] - The background of cards and the menu.
 * @cssprop [--mlp-color-primary=#0f146d] - Primary buttons and links.
 * @cssprop [--mlp-color-on-primary=#ffffff] - Text on the primary colour.
 * @cssprop [--mlp-color-accent=#f36f21] - Accents.
 * @cssprop [--mlp-color-error=#b3261e] - Errors.
 * @cssprop [--mlp-color-success=#1b6e3a] - Success marks.
 * @cssprop [--mlp-color-border=#7a8494] - Borders of inputs and selects.
 * @cssprop [--mlp-color-divider=#d0d5dd] - Decorative lines.
 * @cssprop [--mlp-color-focus=var(--mlp-color-primary)] - The focus ring.
 * @cssprop [--mlp-radius=8px] - Corner radius.
 */
export class MemberAccount extends MemberElement {
  static get observedAttributes(): readonly string[] {
    return ACCOUNT_ATTRIBUTES;
  }

  /** What the element renders in its shadow root: the member area, with the element's session (its flows, `page/account/accountSession.ts`). */
  static readonly root = (props: ElementRootProps) => createElement(AccountRoot, { ...props, session: accountSession });

  /** Stops following the pages the UI asks for. */
  private unsubscribe: (() => void) | undefined;
  /** Stops watching for the member area to settle. */
  private stopStart: (() => void) | undefined;

  override connectedCallback(): void {
    this.store.set(accountPageAtom, parseAccountHash(location.hash), true);
    window.addEventListener('hashchange', this.followHash);
    this.unsubscribe = this.store.sub(requestedPageAtom, () => {
      const requested = this.store.get(requestedPageAtom);
      if (requested) this.show(requested.page, requested.replace);
    });
    // The dashboard's data is asked for before React renders.
    this.stopStart = startMemberArea(this, this.store);
    super.connectedCallback?.();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback?.();
    window.removeEventListener('hashchange', this.followHash);
    this.unsubscribe?.();
    this.stopStart?.();
  }

  protected attributeChanged(name: string, _previous: string | null, value: string | null): void {
    if (!(ACCOUNT_ATTRIBUTES as readonly string[]).includes(name)) return;
    this.store.set(attributesAtom, (attributes) => withAttribute(attributes, name as AccountAttributeName, value));
  }

  /** Loads the member's account again (after the host changed something the element shows). */
  refresh(): void {
    this.store.set(reloadAccountAtom);
  }

  /**
   * Shows `page` (its route state) and puts it in the URL's hash, where Back and a reload find it: a
   * new entry, or the one shown (`replace`, after a saved form). Hearing that hash back changes nothing.
   */
  private show(page: AccountPage, replace = false): void {
    this.store.set(accountPageAtom, page);
    const hash = accountHash(page);
    if (location.hash === hash) return;
    if (replace) location.replace(`${location.href.replace(/#.*/s, '')}${hash}`);
    else location.hash = hash;
  }

  private readonly followHash = () => {
    this.store.set(accountPageAtom, parseAccountHash(location.hash));
  };
}

export interface MemberAccount {
  addEventListener<K extends keyof MemberAccountEventMap>(
    type: K,
    listener: (this: MemberAccount, event: MemberAccountEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof MemberAccountEventMap>(
    type: K,
    listener: (this: MemberAccount, event: MemberAccountEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
