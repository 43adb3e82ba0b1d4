/**
 * The Devices page's login activity (issue 32, guarantee 6), in the browser, on dist's module graph,
 * against the reference member service: the member's own login is listed with its device, when and
 * its network, in the member's language; axe, 320 px and dark.
 */
import { expect } from '@open-wc/testing';
import { root, type MemberAccount, securityMemberOn } from './support/account.ts';
import { logout } from './support/popup.ts';

const devicesPage = (attributes: Record<string, string> = {}) => securityMemberOn('#/devices', attributes.language === 'th' ? 'อุปกรณ์' : 'Devices', attributes);

const logins = (element: MemberAccount) => [...root(element).querySelectorAll<HTMLLIElement>('[part~="login"]')];

describe('<member-account> login activity (issue 32)', () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('lists the recent logins below the devices: device, when, network (320 px, dark)', async () => {
    const element = await devicesPage({ theme: 'dark' });
    element.style.width = '320px';
    const section = root(element).querySelector('[part~="login-activity"]');
    expect(section?.querySelector('h2')?.textContent).to.equal('Recent logins');
    const [latest] = logins(element);
    expect(latest?.textContent).to.match(/Network \S+/);
    expect(latest?.querySelector('[part~="card-title"]')?.textContent?.length).to.be.greaterThan(0);
    expect(root(element).querySelector('[part~="page"]')?.scrollWidth, 'nothing scrolls sideways').to.be.at.most(320);
    await expect(element).to.be.accessible();
  });

  it('says it in the member’s language', async () => {
    const element = await devicesPage({ language: 'th' });
    expect(root(element).querySelector('[part~="login-activity"] h2')?.textContent).to.equal('การเข้าสู่ระบบล่าสุด');
    expect(logins(element)[0]?.textContent).to.include('เครือข่าย');
  });
});
