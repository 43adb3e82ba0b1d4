/**
 * The devices the bench measures on: this machine's headless Chromium as it is (desktop), and a
 * low-end phone on a mobile network: the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`) and
 * Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, through CDP
 * `Network.emulateNetworkConditions`) at 360×740.
 */
import type { Page } from 'puppeteer-core';

export interface Conditions {
  readonly name: string;
  readonly viewport?: { readonly width: number; readonly height: number };
  readonly cpuSlowdown?: number;
  /** Lighthouse's throttling: the round trip in ms, throughputs in bytes a second. */
  readonly network?: { readonly latency: number; readonly downloadThroughput: number; readonly uploadThroughput: number };
}

export const DESKTOP: Conditions = { name: 'desktop' };

export const SLOW_PHONE: Conditions = {
  name: 'slow phone (4× CPU, slow 4G, 360×740)',
  viewport: { width: 360, height: 740 },
  cpuSlowdown: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

/** Puts `page` under `conditions` (before it navigates). */
export async function emulate(page: Page, conditions: Conditions): Promise<void> {
  if (conditions.viewport) await page.setViewport(conditions.viewport);
  if (!conditions.cpuSlowdown && !conditions.network) return;
  const cdp = await page.createCDPSession();
  if (conditions.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
  if (conditions.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions.network });
  }
}
