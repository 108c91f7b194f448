// Time to interactive on a slow phone, measured in a real browser rather than simulated: Chromium
// with its CPU slowed 4× and the network held to Lighthouse's mobile profile (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up), a fresh profile for every load (nothing cached, no service
// worker). Per load it records when the page first painted its content (the form is in the
// prerendered HTML, so it paints then, when it is in the first screen), its largest paint, and when React finished
// hydrating: the root sets data-hydrated="true" on <html>, and before that a tap does nothing.
import type { Browser } from "@playwright/test";

/** Lighthouse 12's mobile throttling constants (its `constants.throttling.mobileSlow4G`). */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
} as const;

/** Lighthouse's emulated mobile screen (Moto G Power). */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export interface LoadTiming {
  /** First contentful paint, ms after navigation start. */
  paintMs: number;
  /** Largest contentful paint as the browser itself reports it (not Lighthouse's simulation). */
  largestPaintMs: number;
  /** When the page became interactive (hydrated), ms after navigation start. */
  interactiveMs: number;
  /** Whether the page's first form sits in the first screen, so it paints at first paint. */
  formInFirstScreen: boolean | null;
}

declare global {
  interface Window {
    __hydratedAt?: number;
  }
}

export async function measureLoad(browser: Browser, url: string, timeoutMs = 30_000): Promise<LoadTiming> {
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    // Before any of the page's own scripts: note the moment the hydration marker appears.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== "true") return;
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_PHONE.rttMs,
      downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { timeout: timeoutMs });
    return await page.evaluate(async () => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const form = document.querySelector("main form");
      // The newest candidate so far; nothing is painted after hydration that could replace it.
      const largest = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
        setTimeout(() => resolve(Number.NaN), 1000);
      });
      return {
        paintMs: paint?.startTime ?? Number.NaN,
        largestPaintMs: largest,
        interactiveMs: window.__hydratedAt ?? Number.NaN,
        formInFirstScreen: form ? form.getBoundingClientRect().top < window.innerHeight : null,
      };
    });
  } finally {
    await context.close();
  }
}
