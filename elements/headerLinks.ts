/**
 * The host page's header: when this visitor's variation is `pop`, clicks on its login and sign-up
 * links open the popup instead of navigating (otherwise they lead to the member pages, which bring
 * the shopper back to this page), and the first sign of intent on one (the pointer over
 * it or pressed on it, the focus on it) starts fetching what the popup shows, before the click; after a login the account label shows and the links
 * hide, and after a logout in the member area (`<member-account>`'s `logout`) they show again. A
 * host marks its links with `data-member-login`, `data-member-signup` and
 * `data-member-account`, or names its own selectors in the element's attributes.
 */
import { resolveLocale } from '../src/config/locale.ts';
import { readPreference } from '../src/security/preferenceCookie.ts';
import type { LoginSuccessDetail } from '../src/events.ts';
import type { RouteName } from '../src/state/routes.ts';
import { DEFAULT_ACCOUNT_LABEL, DEFAULT_LOGIN_LINK, DEFAULT_SIGNUP_LINK } from '../src/state/attributes.ts';

export const DEFAULT_EXPERIMENT_URL = '/experiments/{region}.json';
export const DEFAULT_TIME_URL = '/time';

export interface HeaderHost extends HTMLElement {
  show(route?: string): void;
  /** Starts fetching what opening the popup shows (at most once). */
  prefetch?(): void;
}

/** What tells that a shopper is about to click a link: the pointer over it or pressed on it, the focus on it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Whether `element` matches `selector`; an empty or invalid selector matches nothing. */
function matchesSelector(element: Element, selector: string): boolean {
  if (!selector.trim()) return false;
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * A header link followed as a link (a visitor without `pop`): a member page of this site that names
 * no `redirect` gets this page as its own, so that the shopper comes back here after logging in.
 */
function returnHere(event: Event): void {
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!link?.href) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.searchParams.has('redirect')) return;
  url.searchParams.set('redirect', location.href);
  link.href = url.href;
}

export class HeaderLinks {
  /** The visitor's variation: the attribute, else the experiment's answer once it came. */
  private variation: string | undefined;
  /** Counts variation look-ups so that a late answer of an older one is dropped. */
  private lookup = 0;

  constructor(private readonly host: HeaderHost) {}

  connect(): void {
    document.addEventListener('click', this.onClick);
    this.host.addEventListener('login-success', this.onLoginSuccess);
    // The member logged out in the member area (`<member-account>`'s `logout`, which bubbles to the document).
    document.addEventListener('logout', this.onLogout);
    for (const type of INTENT_EVENTS) document.addEventListener(type, this.onIntent, { capture: true, passive: true });
    void this.refreshVariation();
  }

  disconnect(): void {
    document.removeEventListener('click', this.onClick);
    this.host.removeEventListener('login-success', this.onLoginSuccess);
    document.removeEventListener('logout', this.onLogout);
    this.stopIntent();
    this.lookup++;
  }

  /**
   * Decides the variation again: from the attribute, else from the experiment (lazily loaded).
   * Resolves once this look-up has decided (or was overtaken by a newer one).
   */
  refreshVariation(): Promise<void> {
    const lookup = ++this.lookup;
    const attribute = this.host.getAttribute('variation');
    if (attribute !== null) {
      this.variation = attribute.trim();
      return Promise.resolve();
    }
    this.variation = undefined;
    const { region } = resolveLocale({ region: this.host.getAttribute('region') ?? undefined }, readPreference());
    return import('unit:variation')
      .then(({ resolveVariation }) =>
        resolveVariation(region, {
          experimentUrl: this.host.getAttribute('experiment-url') ?? DEFAULT_EXPERIMENT_URL,
          timeUrl: this.host.getAttribute('time-url') ?? DEFAULT_TIME_URL,
        }),
      )
      .catch(() => undefined)
      .then((variation) => {
        if (lookup === this.lookup) this.variation = variation;
      });
  }

  private selector(attribute: string, fallback: string): string {
    return this.host.getAttribute(attribute) ?? fallback;
  }

  private matching(selector: string): HTMLElement[] {
    if (!selector.trim()) return [];
    try {
      return [...document.querySelectorAll<HTMLElement>(selector)];
    } catch {
      return []; // An invalid selector marks nothing.
    }
  }

  private routeFor(event: Event): RouteName | undefined {
    const targets: [string, RouteName][] = [
      [this.selector('login-link', DEFAULT_LOGIN_LINK), 'Login'],
      [this.selector('signup-link', DEFAULT_SIGNUP_LINK), 'Registry'],
    ];
    for (const node of event.composedPath()) {
      if (!(node instanceof Element)) continue;
      const match = targets.find(([selector]) => matchesSelector(node, selector));
      if (match) return match[1];
    }
    return undefined;
  }

  private readonly onClick = (event: MouseEvent) => {
    // A modified or non-primary click keeps its meaning (open in a new tab, and so on).
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const route = this.routeFor(event);
    if (!route) return;
    if (this.variation !== 'pop') {
      returnHere(event);
      return;
    }
    event.preventDefault();
    this.host.show(route);
  };

  /** A shopper is about to click a link that opens the popup: its code starts coming now (once). */
  private readonly onIntent = (event: Event) => {
    if (this.variation !== 'pop' || !this.routeFor(event)) return;
    this.stopIntent();
    this.host.prefetch?.();
  };

  /** No more watching for intent: the prefetch has started (here, or when the browser was idle). */
  stopIntent(): void {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, this.onIntent, { capture: true });
  }

  /** After a logout the header offers Login and Sign up again, and the account label goes. */
  private readonly onLogout = () => {
    for (const link of this.matching(this.selector('login-link', DEFAULT_LOGIN_LINK))) link.hidden = false;
    for (const link of this.matching(this.selector('signup-link', DEFAULT_SIGNUP_LINK))) link.hidden = false;
    for (const element of this.matching(this.selector('account-label', DEFAULT_ACCOUNT_LABEL))) element.hidden = true;
  };

  private readonly onLoginSuccess = (event: Event) => {
    const { user } = (event as CustomEvent<LoginSuccessDetail>).detail ?? {};
    const label = user?.name || user?.email || user?.phone;
    for (const link of this.matching(this.selector('login-link', DEFAULT_LOGIN_LINK))) link.hidden = true;
    for (const link of this.matching(this.selector('signup-link', DEFAULT_SIGNUP_LINK))) link.hidden = true;
    for (const element of this.matching(this.selector('account-label', DEFAULT_ACCOUNT_LABEL))) {
      if (label) element.textContent = label;
      element.hidden = false;
    }
  };
}
