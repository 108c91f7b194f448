import { type BrowserContext, type BrowserContextOptions, type Page, test as base, expect } from "@playwright/test";

/*
 * One browser tab per worker, reused from test to test, and put back as new after each.
 *
 * A fresh browser context costs about 2.2 s of CPU before the page draws (a new renderer process,
 * an empty cache, every script compiled again), against about 0.4 s for the next address in a tab
 * that is already open: measured on two cores, and it was most of the browser step's time. So each
 * worker keeps one context and one tab. After a test the tab is reset: other tabs closed, routes
 * and listeners the test added removed, its init scripts disposed, the network back on, the
 * viewport as the project sets it, the origin's storage (local storage, IndexedDB, caches, cookies)
 * cleared. The test's last page stays open, unable to store anything, until the next test's first
 * navigation replaces it. A test that installed the fake clock (which cannot be taken out of a
 * context) or failed leaves its context behind, and the next test gets a new one.
 *
 * A test whose `test.use()` options differ from the open tab's gets a new tab with its options. A
 * spec that needs a context to itself for every test (a throttled CPU, a service worker that must
 * start from nothing) imports `test` from "@playwright/test", as before.
 */

interface Tab {
  /** The options it was opened with, as JSON: a test that asks for others gets another tab. */
  key: string;
  options: BrowserContextOptions;
  context: BrowserContext;
  page: Page;
  /** Set when the test did something a reset cannot undo. */
  tainted: boolean;
  /** Opened with the fake clock installed and running, for a spec that asked for it. */
  testClock: boolean;
  /** Init scripts the test added, disposed after it. */
  scripts: { [Symbol.asyncDispose](): Promise<void> }[];
}

/** Page and context are event emitters at run time; their types leave out the reading half. */
interface Listened {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}

function emitter(target: Page | BrowserContext): Listened {
  const candidate = target as unknown as Partial<Listened>;
  if (typeof candidate.eventNames !== "function" || typeof candidate.listeners !== "function") {
    throw new Error("Playwright's page no longer lists its listeners: the shared tab cannot be reset");
  }
  return candidate as Listened;
}

/** The listeners on an emitter now, to remove whatever a test adds after. */
function listenersOf(emitter: Listened): Map<string | symbol, unknown[]> {
  return new Map(emitter.eventNames().map((name) => [name, [...emitter.listeners(name)]]));
}

function removeAddedListeners(emitter: Listened, before: Map<string | symbol, unknown[]>): void {
  for (const name of emitter.eventNames()) {
    const kept = before.get(name) ?? [];
    for (const listener of emitter.listeners(name)) {
      if (!kept.includes(listener)) emitter.removeListener(name, listener);
    }
  }
}

async function openTab(
  key: string,
  options: BrowserContextOptions,
  testClock: boolean,
  newContext: (o: BrowserContextOptions) => Promise<BrowserContext>,
): Promise<Tab> {
  const context = await newContext(options);
  const page = await context.newPage();
  const tab: Tab = { key, options, context, page, tainted: false, testClock, scripts: [] };
  if (testClock) {
    // Installed from the start and left running: each test of the spec moves it as it needs.
    await context.clock.install();
    return tab;
  }
  // The fake clock stays in the context for good; the test that installs it is the context's last.
  for (const clock of new Set([page.clock, context.clock])) {
    const install = clock.install.bind(clock);
    clock.install = (...args) => {
      tab.tainted = true;
      return install(...args);
    };
  }
  for (const target of [page, context]) {
    const addInitScript = target.addInitScript.bind(target) as Page["addInitScript"];
    target.addInitScript = (async (...args: Parameters<Page["addInitScript"]>) => {
      const script = await addInitScript(...args);
      tab.scripts.push(script);
      return script;
    }) as Page["addInitScript"];
  }
  return tab;
}

/** Puts the tab back as a new one would be; false when it cannot be, and a new context is needed. */
async function resetTab(tab: Tab): Promise<boolean> {
  const { context, page, options } = tab;
  // A service worker outlives a reset (it may answer the next test's requests from its cache).
  if (tab.tainted || page.isClosed() || options.serviceWorkers !== "block") return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  for (const script of tab.scripts.splice(0)) await script[Symbol.asyncDispose]();
  await context.setOffline(options.offline ?? false);
  // A test-clock tab's clock may have been left paused; the next test finds it running.
  if (tab.testClock) await context.clock.resume();
  const viewport = options.viewport;
  const size = page.viewportSize();
  if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) {
    await page.setViewportSize(viewport);
  }
  // The test's last page stays until the next test opens one: a stop at about:blank between them
  // cost about 0.08 s of CPU a test (two more navigations). What that page could still do is write
  // to storage after it is cleared (the web font's flag, set once the page is idle; the Reel maker's
  // edit, written a moment after each change), so from here on its writes go nowhere; and a
  // navigation it began is stopped, so no new page of the old test loads. The site keeps nothing
  // else: no caches or cookies of its own.
  await page.evaluate(() => {
    window.stop();
    Storage.prototype.setItem = () => undefined;
    IDBDatabase.prototype.transaction = () => {
      throw new DOMException("this test is over", "InvalidStateError");
    };
  });
  if (options.baseURL) {
    // A session of its own, closed at once: one left attached kept the page online after setOffline().
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin: new URL(options.baseURL).origin, storageTypes: "all" });
    await cdp.detach();
  }
  await context.clearCookies();
  return true;
}

export const test = base.extend<{ testClock: boolean }, { tab: { current: Tab | null } }>({
  /**
   * `test.use({ testClock: true })`: the spec's tests share tabs that have the fake clock installed
   * (running as real time until a test pauses or moves it). A test that installs the clock in an
   * ordinary tab works too, but ends that tab; a spec whose every test does should ask for these.
   */
  testClock: [false, { option: true }],
  tab: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
    async ({}, provide) => {
      const holder: { current: Tab | null } = { current: null };
      await provide(holder);
      await holder.current?.context.close();
    },
    { scope: "worker" },
  ],
  // The context options come from the same option fixtures as Playwright's own context's, so a
  // `test.use()` still applies: a test whose options differ from the open tab's gets a new one.
  context: async (
    {
      browser,
      tab,
      baseURL,
      viewport,
      hasTouch,
      isMobile,
      permissions,
      serviceWorkers,
      javaScriptEnabled,
      offline,
      locale,
      colorScheme,
      reducedMotion,
      acceptDownloads,
      contextOptions,
      testClock,
    },
    provide,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      hasTouch,
      isMobile,
      permissions,
      serviceWorkers,
      javaScriptEnabled,
      offline,
      locale,
      colorScheme,
      reducedMotion,
      acceptDownloads,
    };
    const key = JSON.stringify({ options, testClock });
    if (tab.current && tab.current.key !== key) {
      await tab.current.context.close();
      tab.current = null;
    }
    tab.current ??= await openTab(key, options, testClock, (o) => browser.newContext(o));
    await provide(tab.current.context);
  },
  page: async ({ context, tab }, provide, testInfo) => {
    const current = tab.current;
    if (!current || current.context !== context) throw new Error("the shared tab is missing");
    const [pageEvents, contextEvents] = [emitter(current.page), emitter(current.context)];
    const [pageListeners, contextListeners] = [listenersOf(pageEvents), listenersOf(contextEvents)];
    await provide(current.page);
    removeAddedListeners(pageEvents, pageListeners);
    removeAddedListeners(contextEvents, contextListeners);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || !(await resetTab(current).catch(() => false))) {
      tab.current = null;
      await current.context.close().catch(() => undefined);
    }
  },
});

export { expect };
