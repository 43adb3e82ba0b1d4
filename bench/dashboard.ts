/**
 * The member area's dashboard as the bench measures it (bench/bench.ts): a page opened in a
 * logged-in context, the time from navigation start to the frame that paints the dashboard with the
 * member's data (the name in the heading and an order), and what the page fetched by then: the
 * files of dist/, the bytes they took on the wire (compressed as the service serves them), the
 * member area's data calls, and whether the popup's chunk came before the dashboard.
 */
import type { Page } from 'puppeteer-core';

export interface DashboardVisit {
  /** Milliseconds from navigation start to the frame that painted the dashboard with data. */
  readonly paintedAt: number;
  /** The dist/ files the page fetched by then, in order. */
  readonly files: readonly string[];
  /** Their bytes on the wire (the response bodies as sent: compressed when the service compressed them). */
  readonly wireBytes: number;
  /** The member area's gateway calls (`mtop.lazada.member.account.*`) started by then. */
  readonly dataCalls: number;
}

/**
 * Watches every page of `page`'s tab from its start for the frame that paints the dashboard with the
 * member's data (each animation frame, from the document's first script on): call before it navigates.
 */
export function watchDashboard(page: Page): Promise<unknown> {
  // As text: the TypeScript loader would name the functions with a helper the page does not have.
  return page.evaluateOnNewDocument(`window.__dashboardPainted = new Promise((resolve) => {
    const frame = () => {
      const root = document.querySelector('member-account')?.shadowRoot;
      const shown = /Samantha/.test(root?.querySelector('[part~="page-title"]')?.textContent ?? '') && root?.querySelector('[part~="order"]');
      if (shown) resolve(performance.now());
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });`);
}

/** Waits for `page`'s dashboard to paint with the member's data (`watchDashboard`), then reads what it fetched by then. */
export async function dashboardVisit(page: Page): Promise<DashboardVisit> {
  return page.evaluate(async () => {
    const painted = (window as unknown as { __dashboardPainted?: Promise<number> }).__dashboardPainted;
    if (!painted) throw new Error('the dashboard was not watched');
    const at = await Promise.race([painted, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no dashboard within 20 s')), 20_000))]);
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.startTime <= at);
    const dist = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/dist/') && entry.name.endsWith('.js'));
    return {
      paintedAt: at,
      files: dist.map((entry) => new URL(entry.name).pathname),
      wireBytes: dist.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      dataCalls: entries.filter((entry) => new URL(entry.name).pathname.startsWith('/gw/mtop.lazada.member.account.')).length,
    };
  });
}
