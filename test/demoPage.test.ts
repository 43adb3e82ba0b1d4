/**
 * The demo page as a shop window on a phone: at 360 px (and 320 px) the header's switches wrap and
 * the page is no wider than the screen, in light and dark. The page is loaded in an iframe of that
 * width, which is its viewport; the popup itself is covered by layout.test.ts.
 */
import { expect } from '@open-wc/testing';
import { EMULATES_MEDIA, ENGINE, emulated } from './support/engine.ts';

async function demoPage(width: number, height = 640): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0;`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = '/examples/index.html';
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  const css = doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  if (!css.sheet) await new Promise((resolve) => css.addEventListener('load', resolve, { once: true }));
  return doc;
}

describe('the demo page on a phone', () => {
  afterEach(async () => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
    await emulated({ colorScheme: 'light' });
  });

  for (const width of [360, 320]) {
    it(`is no wider than a ${width} px screen, the switches wrapped inside it`, async () => {
      const doc = await demoPage(width);
      expect(doc.documentElement.scrollWidth, 'the page width').to.be.at.most(width);
      const switches = [...doc.querySelectorAll('.switches label, .search, .member-links, .logo')];
      expect(switches.length).to.equal(7);
      for (const element of switches) {
        const rect = element.getBoundingClientRect();
        expect(rect.left, element.textContent!.trim().slice(0, 20)).to.be.at.least(0);
        expect(rect.right, element.textContent!.trim().slice(0, 20)).to.be.at.most(width);
      }
      // Wrapped: the switches take more than one line.
      const tops = new Set(switches.slice(0, 4).map((element) => Math.round(element.getBoundingClientRect().top)));
      expect(tops.size).to.be.above(1);
    });
  }

  it('keeps the header on one line at 1280 px', async () => {
    const doc = await demoPage(1280, 800);
    const header = doc.querySelector('.site-header')!.getBoundingClientRect();
    expect(header.height).to.be.below(80);
    expect(doc.documentElement.scrollWidth).to.be.at.most(1280);
  });

  it(`is dark under a dark preference, and follows data-theme (set by the Theme switch)${EMULATES_MEDIA ? ' (emulated)' : ` (${ENGINE} cannot emulate media: data-theme only)`}`, async () => {
    // Emulated exactly where EMULATES_MEDIA says: a failed emulation in Chromium fails here.
    const canEmulate = await emulated({ colorScheme: 'dark' });
    const doc = await demoPage(360);
    const background = () => getComputedStyle(doc.body).backgroundColor;
    const dark = 'rgb(17, 19, 24)';
    if (canEmulate) expect(background()).to.equal(dark);
    doc.documentElement.dataset.theme = 'light';
    expect(background()).to.equal('rgb(245, 246, 248)');
    doc.documentElement.dataset.theme = 'dark';
    expect(background()).to.equal(dark);
    expect(doc.querySelector<HTMLSelectElement>('#theme')!.options.length).to.equal(3);
  });
});
