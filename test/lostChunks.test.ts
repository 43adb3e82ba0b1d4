/**
 * A connection lost before the journeys' chunk came (it is fetched when the browser is idle after
 * the first show, or by the first action): the action says the network failed, the popup stays
 * usable and keeps what was typed. A lost chunk of the later screens sends the shopper back.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { part, pollUntil } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, input, logout, openPopup, toastTexts, type } from './support/popup.ts';

/** Chunks whose file name starts with one of `prefixes` are answered 503 for this engine (see lostChunksPlugin.mjs). */
const loseChunks = (prefixes: readonly string[]) => executeServerCommand('loseChunks', { prefixes });

describe('a chunk lost to the network', () => {
  // From the start of the page's first popup: its idle prefetch would fetch them otherwise, and a
  // module the page has is not fetched again.
  before(() => loseChunks(['journeys-', 'laterParts-']));
  after(() => loseChunks([]));
  afterEach(logout);

  it('the journeys: Log in says the network failed, and what was typed stays', async () => {
    const element = await openPopup();
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    button(element, 'Log in').click();
    await pollUntil(() => toastTexts(element).includes('Network error, please try again later'), 'no network error');
    await pollUntil(() => !part(element, 'busy'), 'the popup stayed busy');
    expect(element.hasAttribute('open')).to.equal(true);
    expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
    expect(input(element, 'Password').value).to.equal(DEMO_PASSWORD);
  });

  it('the later screens: Sign up says the network failed and Login stays', async () => {
    const element = await openPopup();
    button(element, 'Sign up').click();
    await pollUntil(() => toastTexts(element).includes('Network error, please try again later'), 'no network error');
    expect(part(element, 'screen')?.getAttribute('part')).to.include('screen-login');
    expect(element.hasAttribute('open')).to.equal(true);
  });
});
