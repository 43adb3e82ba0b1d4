/** Helpers of the grocery-brand merge's browser tests: the seeded member, the dialog, and when the member area has asked. */
import sinon from 'sinon';
import { accountFixture, root, type MemberAccount } from './account.ts';
import { pollUntil } from './fixtures.ts';
import { DEMO_PASSWORD, loginPage, servicePublicKey } from './popup.ts';

/** The demo member whose e-mail an old FreshMart account shares (service/domain/demoGrocery.ts). */
export const GROCERY = 'grocery@example.com';
export const LEGACY_PASSWORD = 'Grocery123!';

export const mergeDialog = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="merge-dialog"]');
export const inDialog = (element: MemberAccount) => mergeDialog(element)?.textContent ?? '';
export const notice = (element: MemberAccount) => root(element).querySelector<HTMLElement>('[part~="merge-notice"]');

export function dialogButton(element: MemberAccount, label: string): HTMLButtonElement | HTMLAnchorElement {
  const found = [...(mergeDialog(element)?.querySelectorAll<HTMLButtonElement | HTMLAnchorElement>('button, a') ?? [])].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no button ${label} in the merge dialog`);
  return found;
}

export function dialogField(element: MemberAccount, label: string): HTMLInputElement {
  const labelled = [...(mergeDialog(element)?.querySelectorAll('label') ?? [])].find((candidate) => candidate.textContent?.trim() === label);
  const found = labelled?.htmlFor ? root(element).getElementById(labelled.htmlFor) : labelled?.querySelector('input');
  if (!(found instanceof HTMLInputElement)) throw new Error(`no field ${label} in the merge dialog`);
  return found;
}

/** `loginName` logged in, and the member area on its dashboard. */
export async function memberArea(loginName: string, attributes: Record<string, string> = {}): Promise<MemberAccount> {
  await loginPage(loginName, DEMO_PASSWORD);
  history.replaceState(null, '', '#/profile/my');
  return accountFixture({ 'public-key': await servicePublicKey(), ...attributes });
}

/** The dialog is open on its first step (the proof). */
export async function offered(element: MemberAccount): Promise<void> {
  await pollUntil(() => mergeDialog(element)?.open && inDialog(element).includes('First, confirm'), 'the merge was not offered', 10000);
}

/**
 * Watches the member area's merge check: `answered` resolves once its answer has been read and the
 * element has had two frames to show what it answered.
 */
export function watchCheck(): { readonly answered: Promise<void>; readonly restore: () => void } {
  const original = window.fetch.bind(window);
  let read: () => void = () => undefined;
  const bodyRead = new Promise<void>((resolve) => {
    read = resolve;
  });
  const stub = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
    const response = await original(input, init);
    if (String(input instanceof Request ? input.url : input).includes('legacy.check')) void response.clone().text().then(read);
    return response;
  });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return {
    answered: bodyRead
      .then(frame)
      .then(frame)
      .then(() => undefined),
    restore: () => stub.restore(),
  };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Holds the answer of the member area's first merge check until `release()`: `firstAsked` once the
 * service has answered it (to the member of that moment), `firstAnswered` and `secondAnswered` once
 * each answer was read and the element had two frames to show it.
 */
export function holdFirstCheck(): {
  readonly firstAsked: Promise<void>;
  readonly firstAnswered: Promise<void>;
  readonly secondAnswered: Promise<void>;
  readonly release: () => void;
  readonly restore: () => void;
} {
  const original = window.fetch.bind(window);
  const signal = () => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };
  const [asked, released, first, second] = [signal(), signal(), signal(), signal()];
  let checks = 0;
  const stub = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
    if (!String(input instanceof Request ? input.url : input).includes('legacy.check')) return original(input, init);
    checks += 1;
    const read = checks === 1 ? first : checks === 2 ? second : undefined;
    const response = await original(input, init);
    if (read === first) {
      asked.resolve();
      await released.promise;
    }
    if (read) void response.clone().text().then(read.resolve, read.resolve);
    return response;
  });
  const shown = (read: { promise: Promise<void> }) =>
    read.promise
      .then(frame)
      .then(frame)
      .then(() => undefined);
  return { firstAsked: asked.promise, firstAnswered: shown(first), secondAnswered: shown(second), release: released.resolve, restore: () => stub.restore() };
}
