/** Helpers of the orders' browser tests: the date filter's day pickers, the order cards. */
import { accountFixture, root, type MemberAccount } from './account.ts';
import { pollUntil } from './fixtures.ts';
import { loginPage } from './popup.ts';

/** The day, month and year selects of the date filter's `legend` ("From", "To"). */
export function daySelects(element: MemberAccount, legend: string): { day: HTMLSelectElement; month: HTMLSelectElement; year: HTMLSelectElement } {
  const fieldset = [...root(element).querySelectorAll('fieldset')].find((candidate) => candidate.querySelector('legend')?.textContent === legend);
  const select = (part: string) => fieldset?.querySelector<HTMLSelectElement>(`select[name$="-${part}"]`);
  const [day, month, year] = [select('day'), select('month'), select('year')];
  if (!day || !month || !year) throw new Error(`no day picker ${legend}`);
  return { day, month, year };
}

/** Chooses `YYYY-MM-DD` in the day picker `legend`, as a shopper does (year, month, then day), the filter opened first. */
export function chooseDay(element: MemberAccount, legend: string, isoDay: string): void {
  const disclosure = root(element).querySelector<HTMLDetailsElement>('[part~="filter-disclosure"]');
  if (disclosure && !disclosure.open) root(element).querySelector<HTMLElement>('[part~="filter-summary"]')?.click();
  const [year = '', month = '', day = ''] = isoDay.split('-');
  const selects = daySelects(element, legend);
  for (const [select, value] of [
    [selects.year, String(Number(year))],
    [selects.month, String(Number(month))],
    [selects.day, String(Number(day))],
  ] as const) {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

export const orderCards = (element: MemberAccount) => [...root(element).querySelectorAll<HTMLElement>('[part~="order"]')];

/** A member logged in on this page (the demo shopper unless `loginName`), the member area on the dashboard. */
export async function member(attributes: Record<string, string> = {}, loginName?: string): Promise<MemberAccount> {
  await loginPage(loginName);
  history.replaceState(null, '', '#/profile/my');
  const element = await accountFixture(attributes);
  await pollUntil(() => root(element).querySelector('[part~="cards"]'), 'no dashboard');
  return element;
}

/** Waits until My orders lists orders. */
export const ordersShown = (element: MemberAccount) => pollUntil(() => root(element).querySelector('[part~="pager"]'), 'no orders');
