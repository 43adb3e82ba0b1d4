/**
 * The word that confirms a deletion (issue 31): a phone keyboard's "Delete" is not refused, and the
 * word may be typed in the shopper's language, which the label names beside the service's own
 * (`DELETE`). Nothing is deleted here: an accepted word brings the verification, which is left
 * unanswered.
 */
import { expect } from '@open-wc/testing';
import { accountFixture, button, field, loaded, root, until, type MemberAccount } from './support/account.ts';
import { pollUntil } from './support/fixtures.ts';
import { DEMO_PASSWORD, loginPage, logout, servicePublicKey, setValue } from './support/popup.ts';

const verification = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="verification-dialog"]');

async function deletionPage(language: string, title: string): Promise<MemberAccount> {
  await loginPage('security@example.com', DEMO_PASSWORD);
  history.replaceState(null, '', '#/account/delete');
  const element = await accountFixture({ 'public-key': await servicePublicKey(), language });
  await until(element, title);
  await loaded(element);
  return element;
}

describe('the word that confirms a deletion', () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('takes "Delete" as a phone keyboard capitalises it', async () => {
    const element = await deletionPage('en', 'Delete account');
    setValue(field(element, 'Type DELETE to confirm'), 'Delete ');
    button(element, 'Delete my account').click();
    await pollUntil(() => verification(element)?.open, 'the word was refused: no verification');
    expect(field(element, 'Type DELETE to confirm').getAttribute('aria-invalid')).not.to.equal('true');
  });

  it("takes the word in the shopper's language, accents or not, names both words in the label, and refuses another word", async () => {
    const element = await deletionPage('vi', 'Xóa tài khoản');
    const label = 'Nhập XÓA hoặc DELETE để xác nhận (chữ hoa hay chữ thường đều được)';
    setValue(field(element, label), 'xoa tai khoan');
    button(element, 'Xóa tài khoản của tôi').click();
    await pollUntil(() => field(element, label).getAttribute('aria-invalid') === 'true', 'another word was not refused');
    expect(verification(element)).to.equal(null);
    await expect(element).to.be.accessible();
    setValue(field(element, label), 'xoá');
    button(element, 'Xóa tài khoản của tôi').click();
    await pollUntil(() => verification(element)?.open, 'the word was refused: no verification');
  });
});
