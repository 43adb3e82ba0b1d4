/** Show/hide password and the Caps Lock warning, on the login password and the new-password fields. */
import { expect } from '@open-wc/testing';
import { part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { input, logout, openPopup, shadow } from './support/popup.ts';
import { popupIn, SCREEN_STATES, showState } from './screenStates.ts';
import { sendKeys } from './support/keyboard.ts';

function toggle(field: HTMLInputElement): HTMLButtonElement {
  const button = field.parentElement!.querySelector<HTMLButtonElement>('[part~="password-toggle"]');
  if (!button) throw new Error('no show-password toggle');
  return button;
}

function capsLockKey(field: HTMLInputElement, type: 'keydown' | 'keyup', on: boolean): void {
  field.dispatchEvent(new KeyboardEvent(type, { key: on ? 'A' : 'a', bubbles: true, modifierCapsLock: on }));
}

const capsWarning = (element: MemberLoginPopup) => part(element, 'caps-lock')!;

describe('password aids', () => {
  afterEach(logout);

  it('shows and hides the password, keeping what was typed and where focus is', async () => {
    const element = await openPopup();
    const field = input(element, 'Password');
    field.focus();
    await sendKeys({ type: 'Secret1!' });
    const button = toggle(field);
    expect(button.getAttribute('aria-label')).to.equal('Show password');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(field.type).to.equal('password');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await pollUntil(() => field.type === 'text', 'the password was not shown');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(field.value).to.equal('Secret1!');
    await sendKeys({ press: 'Enter' });
    await pollUntil(() => field.type === 'password', 'the password was not hidden again');
    expect(field.value).to.equal('Secret1!');
    expect(shadow(element).activeElement).to.equal(button);
    await expect(element).to.be.accessible();
  });

  it('warns while Caps Lock is on, tied to the field, and stops when it is off or the field is left', async () => {
    const element = await openPopup();
    const field = input(element, 'Password');
    field.focus();
    expect(capsWarning(element).textContent).to.equal('');
    expect(capsWarning(element).getAttribute('role')).to.equal('status');
    capsLockKey(field, 'keydown', true);
    await pollUntil(() => capsWarning(element).textContent === 'Caps Lock is on', 'no Caps Lock warning');
    expect(field.getAttribute('aria-describedby')?.split(' ')).to.include(capsWarning(element).id);
    await expect(element).to.be.accessible();
    capsLockKey(field, 'keyup', false);
    await pollUntil(() => capsWarning(element).textContent === '', 'the warning stayed with Caps Lock off');
    expect(field.hasAttribute('aria-describedby')).to.equal(false);
    capsLockKey(field, 'keydown', true);
    await pollUntil(() => capsWarning(element).textContent !== '');
    field.blur();
    await pollUntil(() => capsWarning(element).textContent === '', 'the warning stayed after leaving the field');
  });

  it('says nothing about Caps Lock in fields that are not passwords', async () => {
    const element = await openPopup();
    const field = input(element, 'Phone or Email');
    const password = input(element, 'Password');
    expect(field.parentElement!.querySelector('[part~="password-toggle"]')).to.equal(null);
    field.focus();
    capsLockKey(field, 'keydown', true);
    // The same key in the password field warns: once that shows, React has handled both keys.
    capsLockKey(password, 'keydown', true);
    const atPassword = password.closest('[part~="field"]')!.querySelector('[part~="caps-lock"]');
    await pollUntil(() => atPassword?.textContent === 'Caps Lock is on', 'no Caps Lock warning at the password');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(
      described.map((id) => shadow(element).getElementById(id)?.getAttribute('part') ?? `${id} (no such element)`),
      'what describes the login name',
    ).to.deep.equal([]);
    expect(field.closest('[part~="field"]')!.querySelector('[part~="caps-lock"]')?.outerHTML, 'a Caps Lock region at the login name').to.equal(undefined);
  });

  it("the new-password field has the toggle too, in the shopper's language", async () => {
    const element = await popupIn('vi');
    await showState(element, SCREEN_STATES.find((state) => state.name === 'ResetPassword')!);
    const field = shadow(element).querySelector<HTMLInputElement>('input[autocomplete="new-password"]')!;
    expect(toggle(field).getAttribute('aria-label')).to.equal('Hiện mật khẩu');
    toggle(field).click();
    await pollUntil(() => field.type === 'text', 'the new password was not shown');
  });
});
