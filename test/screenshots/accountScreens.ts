/**
 * The member area's look, held by screenshots: every page of `<member-account>` (routed by its hash,
 * as src/state/accountRoutes.ts names them), the verification dialog over Change mobile, and the
 * log-in prompt of a visitor, at 360 and 1280 px, light and dark, in English, and in Thai at 360 px,
 * compared with this engine's baselines (docs/testing.md, "Screenshots"). The element runs in a
 * frame of that width (screenshots/frame.ts), as tall as the page (740 px for the dialog, as a
 * phone shows it). The demo shopper is put back as the scenarios seed it, with one address added
 * through the form, and the dates are fixed (screenshots/fixedDates.ts).
 *
 * A page has settled when its heading is its own, nothing is loading (no `loading` or `skeleton`
 * part, nothing `aria-busy`), every image has loaded or failed (lazy ones once the frame is as tall as
 * the page), and what it fetches is shown (`PAGES`' `shows`).
 *
 * Where the engine has a virtual authenticator (Chromium), in the light variants, two more (issue
 * 34): the dashboard's passkey offer, and the verification with a passkey offered first, for the
 * security member (the scenarios' reset at logout takes the passkey added away again).
 */
import '../../elements/member-account.ts';
import type { MemberAccount } from '../../elements/MemberAccount.ts';
import { heading, root, SECURITY_MEMBER, setText } from '../support/account.ts';
import { HAS_VIRTUAL_AUTHENTICATOR, virtualAuthenticator } from '../support/engine.ts';
import { pollUntil } from '../support/fixtures.ts';
import { buttonIn, verifyIfAsked } from '../support/passkeys.ts';
import { DEMO_PASSWORD, loginPage, logout, setValue } from '../support/popup.ts';
import { fixDates } from './fixedDates.ts';
import { closeFrame, exposeInFrame, inFrame, openFrame, PHONE, resizeFrame, shot, variantName, type Frame, type Variant } from './frame.ts';
import { freeze } from './freeze.ts';

/** Where the dashboard's passkey offer is put away on this device (src/flows/account/passkeys.ts). */
const OFFER_SNOOZED_KEY = 'mlp.passkeyOffer.snoozedUntil';

const ADDRESS = { recipient: 'Samantha Shopper', phone: '81234567', postcode: '238859', street: '1 Orchard Road, #03-12' };

interface Page {
  /** The folder of its pictures. */
  readonly name: string;
  /** Its hash; `{address}` stands for the added address's id, `{order}` for the newest order's. */
  readonly hash: string;
  /** Whether what it fetches has come, when it fetches any. */
  readonly shows?: (shown: ShadowRoot) => unknown;
}

/** Every page; a new one needs a row here. The dashboard first: it tells fixDates when the orders were seeded. */
const PAGES: readonly Page[] = [
  { name: 'dashboard', hash: '#/profile/my', shows: (shown) => shown.querySelector('[part~="order"]') },
  { name: 'edit-profile', hash: '#/profile/edit' },
  { name: 'address-book', hash: '#/address', shows: (shown) => shown.querySelector('[part~="address"]') },
  { name: 'new-address', hash: '#/address/new', shows: (shown) => shown.querySelector('[part~="form"]') },
  { name: 'edit-address', hash: '#/address/edit/{address}', shows: (shown) => [...shown.querySelectorAll('textarea')].some((area) => area.value === ADDRESS.street) },
  { name: 'orders', hash: '#/orders', shows: (shown) => shown.querySelector('[part~="pager"]') },
  { name: 'order-detail', hash: '#/orders/{order}', shows: (shown) => shown.querySelector('[part~="order-line"] img') },
  { name: 'settings', hash: '#/settings' },
  { name: 'change-email', hash: '#/email/change' },
  { name: 'change-mobile', hash: '#/mobile/send' },
  { name: 'change-password', hash: '#/password/change' },
  { name: 'devices', hash: '#/devices', shows: (shown) => shown.querySelector('[part~="card"]') },
  { name: 'passkeys', hash: '#/passkeys', shows: (shown) => shown.querySelector('[part~="passkeys"]') },
  { name: 'delete-account', hash: '#/account/delete' },
];

let element: MemberAccount | undefined;
const shown = () => root(element!);

/** Nothing of the page is loading any more, and what it fetches (`shows`) is there. */
async function settled(shows?: Page['shows']): Promise<void> {
  const busy = '[part~="loading"], [part~="skeleton"], [aria-busy="true"]';
  // Lazy images below the frame's first screen load once the frame is as tall as the page (`drawn`).
  const drawn = () => [...shown().querySelectorAll('img')].every((image) => image.complete || image.loading === 'lazy');
  await pollUntil(() => heading(element!)?.textContent && !shown().querySelector(busy) && (!shows || shows(shown())) && drawn(), 'the page did not settle', 8000).catch(
    () => {
      const waiting = [...shown().querySelectorAll(busy)].map((found) => found.outerHTML.slice(0, 80));
      const images = [...shown().querySelectorAll('img')].filter((image) => !image.complete).map((image) => image.src);
      throw new Error(
        `the page did not settle: heading "${heading(element!)?.textContent ?? ''}", busy ${waiting.join(' ') || 'none'}, images loading ${images.join(' ') || 'none'}, shows ${Boolean(!shows || shows(shown()))}`,
      );
    },
  );
}

/** The input labelled `label` (English). */
function labelled(label: string): Element | null | undefined {
  const found = [...shown().querySelectorAll('label')].find((candidate) => candidate.textContent?.trim().startsWith(label));
  return found?.htmlFor ? shown().getElementById(found.htmlFor) : found?.querySelector('input, textarea');
}

function input(label: string): HTMLInputElement {
  const found = labelled(label);
  if (!(found instanceof HTMLInputElement)) throw new Error(`no field ${label}`);
  return found;
}

/** The street address: several lines. */
function textArea(label: string): HTMLTextAreaElement {
  const found = labelled(label);
  if (!(found instanceof HTMLTextAreaElement)) throw new Error(`no text area ${label}`);
  return found;
}

/** What the test page asks of the frame, run in the frame's realm. */
const HARNESS = {
  /** The demo shopper as seeded (other files change the profile), or `loginName`, logged in, dates fixed. */
  async logIn(loginName?: string): Promise<void> {
    fixDates();
    // The member area keeps a member's unsaved forms in the tab (drafts): another file's would
    // fill this file's forms.
    sessionStorage.clear();
    await logout();
    await loginPage(loginName, DEMO_PASSWORD);
  },

  async logOut(): Promise<void> {
    await logout();
  },

  /** A new `<member-account>` in `language` and `theme`, alone on the page, on the dashboard, frozen. */
  async create(language: string, theme: string): Promise<void> {
    document.body.replaceChildren();
    history.replaceState(null, '', '#/profile/my');
    element = document.createElement('member-account') as MemberAccount;
    for (const [name, value] of Object.entries({ region: 'sg', language, theme })) element.setAttribute(name, value);
    document.body.append(element);
    freeze(element.shadowRoot!);
    await settled();
  },

  /** Opens `PAGES[index]` and waits until it (another heading than the page before's) has settled. */
  async open(index: number, addressId = '', orderId = ''): Promise<void> {
    const page = PAGES[index]!;
    const hash = page.hash.replace('{address}', addressId).replace('{order}', orderId);
    const before = heading(element!)?.textContent;
    if (location.hash !== hash) {
      location.hash = hash;
      await pollUntil(() => heading(element!)?.textContent && heading(element!)?.textContent !== before, `${hash} did not show`, 8000);
    }
    await settled(page.shows);
  },

  /** The id of the newest order the dashboard shows (its View details link). */
  async newestOrder(): Promise<string> {
    const link = shown().querySelector<HTMLAnchorElement>('a[part~="order-details"]');
    if (!link) throw new Error('no order on the dashboard');
    return link.hash.split('/').pop()!;
  },

  /** Adds the shopper's one address through the form, as a member would; its id. */
  async addAddress(): Promise<string> {
    location.hash = '#/address/new';
    await pollUntil(() => shown().querySelector('[part~="form"]'), 'no address form', 8000);
    setValue(input("Recipient's full name"), ADDRESS.recipient);
    setValue(input('Phone number'), ADDRESS.phone);
    setValue(input('Postcode'), ADDRESS.postcode);
    setText(textArea('House number, building, street name'), ADDRESS.street);
    // The form submits what it has rendered: the submit waits for the render that shows the draft
    // kept (its note), which has every field set above.
    await pollUntil(() => shown().querySelector('[part~="draft-note"]'), 'the typing was not rendered', 8000);
    shown().querySelector<HTMLFormElement>('[part~="form"]')!.requestSubmit();
    const link = () => shown().querySelector<HTMLAnchorElement>('[part~="address"] a[href^="#/address/edit/"]');
    const said = () =>
      [...shown().querySelectorAll('[role="alert"], [part~="error"], [aria-invalid="true"]')]
        .map((node) => (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement ? `invalid ${node.name || node.id}` : node.textContent))
        .join('; ');
    await pollUntil(link, 'the address was not saved', 20000).catch((error: Error) => {
      throw new Error(`${error.message}: the page says ${said() || 'nothing'}`);
    });
    return link()!.hash.split('/').pop()!;
  },

  /** Change mobile with a new number sent: the verification dialog, its methods shown. */
  async verification(): Promise<void> {
    const form = shown().querySelector<HTMLFormElement>('[part~="form"]')!;
    setValue(form.querySelector<HTMLInputElement>('input:not([type="hidden"])')!, '91234567');
    form.requestSubmit();
    const dialog = () => shown().querySelector<HTMLDialogElement>('[part~="verification-dialog"]');
    await pollUntil(
      () => dialog()?.open && dialog()!.querySelector('[part~="method"]') && !dialog()!.querySelector('[aria-busy="true"]'),
      'the verification did not show',
      8000,
    );
  },

  /** The dashboard's passkey offer has shown (not put away on this device). */
  async passkeyOffer(): Promise<void> {
    await settled((shadow) => shadow.querySelector('[part~="passkey-offer"]'));
  },

  /** Adds a passkey from the dashboard's offer, through the verification by a code. */
  async addPasskeyFromOffer(): Promise<void> {
    const offer = () => shown().querySelector('[part~="passkey-offer"]');
    buttonIn(offer(), 'Add a passkey').click();
    await verifyIfAsked(element!, () => !offer(), "To add a passkey, first confirm it's you.");
    await pollUntil(() => !offer(), 'the passkey was not added from the offer', 20000);
  },

  /** The log-in prompt has shown (a button on the page, nothing loading). */
  async loggedOut(): Promise<void> {
    await settled((shadow) => shadow.querySelector('[part~="page"] button'));
  },

  /**
   * Every image has loaded or failed, lazy ones too: they are made eager, as WebKit loads a lazy
   * image only near the test page's viewport, which a tall frame passes.
   */
  async drawn(): Promise<void> {
    const images = () => [...shown().querySelectorAll('img')];
    for (const image of images()) if (image.loading === 'lazy') image.loading = 'eager';
    await pollUntil(() => images().every((image) => image.complete), 'an image is still loading', 8000);
  },

  /** How tall the page is at the frame's width. */
  async height(): Promise<number> {
    return document.documentElement.scrollHeight;
  },
};

type Harness = typeof HARNESS;

/** The whole page at each of `variant`'s widths (the frame as tall as the page), compared there. */
async function shoot(frame: Frame<Harness>, variant: Variant, page: string, { whole = true } = {}): Promise<void> {
  for (const { width, height } of variant.viewports) {
    resizeFrame(frame, width, height);
    if (whole) {
      await new Promise((resolve) => frame.window.requestAnimationFrame(resolve));
      resizeFrame(frame, width, Math.max(height, await frame.harness.height()));
      await frame.harness.drawn();
    }
    await shot(frame, `account/${page}/${variant.language}-${variant.theme}-${width}`);
  }
}

/**
 * The member area's pictures in `variant`, declared by its screenshot file (`testFile`: its
 * `import.meta.url`); in the frame, the helpers handed to the test page instead.
 */
export function accountScreens(variant: Variant, testFile: string): void {
  if (inFrame()) {
    exposeInFrame(HARNESS);
    return;
  }
  describe(`the member area looks as its baselines (${variantName(variant)})`, () => {
    let frame: Frame<Harness>;
    let addressId: string;
    let orderId: string;

    before(async function () {
      this.timeout(30000);
      frame = await openFrame<Harness>(testFile);
      await frame.harness.logIn();
      // In English: the address form is filled by its labels.
      await frame.harness.create('en', 'light');
      await frame.harness.open(0);
      orderId = await frame.harness.newestOrder();
      addressId = await frame.harness.addAddress();
      await frame.harness.create(variant.language, variant.theme);
    });

    after(async () => {
      await frame?.harness.logOut();
      await closeFrame(frame);
    });

    PAGES.forEach((page, index) => {
      it(page.name, async function () {
        this.timeout(30000);
        resizeFrame(frame, PHONE.width, PHONE.height);
        await frame.harness.open(index, addressId, orderId);
        await shoot(frame, variant, page.name);
      });
    });

    // The last picture of this element: the dialog stays open until the element goes.
    it('the verification dialog over Change mobile', async function () {
      this.timeout(30000);
      resizeFrame(frame, PHONE.width, PHONE.height);
      await frame.harness.open(PAGES.findIndex(({ name }) => name === 'change-mobile'));
      await frame.harness.verification();
      await shoot(frame, variant, 'verification-dialog', { whole: false });
    });

    if (HAS_VIRTUAL_AUTHENTICATOR && variant.theme === 'light')
      it('the passkey offer on the dashboard, then a passkey offered first to verify (Chromium: a virtual authenticator)', async function () {
        this.timeout(60000);
        const authenticator = await virtualAuthenticator();
        try {
          localStorage.removeItem(OFFER_SNOOZED_KEY);
          await frame.harness.logIn(SECURITY_MEMBER);
          resizeFrame(frame, PHONE.width, PHONE.height);
          await frame.harness.create(variant.language, variant.theme);
          await frame.harness.passkeyOffer();
          await shoot(frame, variant, 'passkey-offer');
          // The codes are asked in English; the pictures are in the variant's language.
          await frame.harness.create('en', variant.theme);
          await frame.harness.passkeyOffer();
          await frame.harness.addPasskeyFromOffer();
          await frame.harness.create(variant.language, variant.theme);
          await frame.harness.open(PAGES.findIndex(({ name }) => name === 'change-mobile'));
          await frame.harness.verification();
          await shoot(frame, variant, 'verification-passkey', { whole: false });
        } finally {
          localStorage.removeItem(OFFER_SNOOZED_KEY);
          await frame.harness.logOut();
          await authenticator.remove();
        }
      });

    it('the log-in prompt, logged out', async function () {
      this.timeout(30000);
      await frame.harness.logOut();
      resizeFrame(frame, PHONE.width, PHONE.height);
      await frame.harness.create(variant.language, variant.theme);
      await frame.harness.loggedOut();
      await shoot(frame, variant, 'logged-out');
    });
  });
}
