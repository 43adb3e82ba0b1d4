import { expect } from '@open-wc/testing';
import { INITIAL_POPUP, parseRoute, popupReducer, type PopupAction, type PopupState } from '../src/state/routes.ts';

const names = (state: PopupState) => state.stack.map((route) => route.name);

interface Case {
  readonly name: string;
  readonly from: PopupState;
  readonly action: PopupAction;
  readonly open: boolean;
  readonly stack: readonly string[];
  readonly closeReason?: string;
}

const openOn = (...routes: PopupState['stack'][number]['name'][]): PopupState => ({
  open: true,
  stack: routes.map((name) => ({ name })) as unknown as PopupState['stack'],
});

const onPage = (...routes: PopupState['stack'][number]['name'][]): PopupState => ({ ...openOn(...routes), page: true });

const cases: Case[] = [
  { name: 'show opens on Login', from: INITIAL_POPUP, action: { type: 'show' }, open: true, stack: ['Login'] },
  { name: 'show opens on a route', from: INITIAL_POPUP, action: { type: 'show', route: { name: 'Registry' } }, open: true, stack: ['Registry'] },
  { name: 'show without route leaves an open popup as it is', from: openOn('Login', 'Verify'), action: { type: 'show' }, open: true, stack: ['Login', 'Verify'] },
  { name: 'show with route starts over', from: openOn('Login', 'Verify'), action: { type: 'show', route: { name: 'Qrcode' } }, open: true, stack: ['Qrcode'] },
  { name: 'push adds on top', from: openOn('Login'), action: { type: 'push', route: { name: 'ForgetPassword' } }, open: true, stack: ['Login', 'ForgetPassword'] },
  {
    name: 'replace swaps the top',
    from: openOn('Registry', 'Verify'),
    action: { type: 'replace', route: { name: 'ProfileComplete', step: { kind: 'other' } } },
    open: true,
    stack: ['Registry', 'ProfileComplete'],
  },
  { name: 'replace of the only route', from: openOn('Login'), action: { type: 'replace', route: { name: 'Qrcode' } }, open: true, stack: ['Qrcode'] },
  { name: 'back pops', from: openOn('Login', 'ForgetPassword', 'Verify'), action: { type: 'back' }, open: true, stack: ['Login', 'ForgetPassword'] },
  { name: 'back from the first route closes', from: openOn('Login'), action: { type: 'back' }, open: false, stack: ['Login'], closeReason: 'user' },
  {
    name: 'close keeps the stack and says why',
    from: openOn('Login', 'Verify'),
    action: { type: 'close', reason: 'done' },
    open: false,
    stack: ['Login', 'Verify'],
    closeReason: 'done',
  },
  { name: 'close of a closed popup changes nothing', from: INITIAL_POPUP, action: { type: 'close', reason: 'host' }, open: false, stack: ['Login'] },
  {
    name: 'present lays a page out, open on its route',
    from: INITIAL_POPUP,
    action: { type: 'present', page: true, route: { name: 'Registry' } },
    open: true,
    stack: ['Registry'],
  },
  {
    name: "a page stays as it is at a journey's end",
    from: onPage('Registry', 'Verify'),
    action: { type: 'close', reason: 'done' },
    open: true,
    stack: ['Registry', 'Verify'],
  },
  {
    name: "a page stays as it is at the host's close",
    from: onPage('Registry', 'Verify'),
    action: { type: 'close', reason: 'host' },
    open: true,
    stack: ['Registry', 'Verify'],
  },
  { name: "a shopper's close starts a page over", from: onPage('Registry', 'Verify'), action: { type: 'close', reason: 'user' }, open: true, stack: ['Registry'] },
  { name: 'back from the first route of a page stays there', from: onPage('Login'), action: { type: 'back' }, open: true, stack: ['Login'] },
  {
    name: 'show on a page starts over, still a page',
    from: onPage('Login', 'Verify'),
    action: { type: 'show', route: { name: 'Qrcode' } },
    open: true,
    stack: ['Qrcode'],
  },
  {
    name: 'a page presented as a popup again is closed',
    from: onPage('Login', 'Verify'),
    action: { type: 'present', page: false, route: { name: 'Login' } },
    open: false,
    stack: ['Login'],
    closeReason: 'host',
  },
  {
    name: "restore puts back the history's stack",
    from: onPage('Login'),
    action: { type: 'restore', stack: [{ name: 'Login' }, { name: 'ForgetPassword' }] },
    open: true,
    stack: ['Login', 'ForgetPassword'],
  },
];

describe('popup navigation', () => {
  for (const testCase of cases) {
    it(testCase.name, () => {
      const next = popupReducer(testCase.from, testCase.action);
      expect(next.open).to.equal(testCase.open);
      expect(names(next)).to.deep.equal(testCase.stack);
      expect(next.closeReason).to.equal(testCase.closeReason);
      // A page stays a page until it is presented as a popup again.
      const page = testCase.action.type === 'present' ? testCase.action.page || undefined : testCase.from.page;
      expect(next.page).to.equal(page);
    });
  }

  it('parses route names in any case and refuses others', () => {
    expect(parseRoute('registry')).to.equal('Registry');
    expect(parseRoute(' ProfileComplete ')).to.equal('ProfileComplete');
    expect(parseRoute('Dashboard')).to.equal(undefined);
    expect(parseRoute('')).to.equal(undefined);
    expect(parseRoute(null)).to.equal(undefined);
  });
});
