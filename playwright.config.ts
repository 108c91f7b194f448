import { defineConfig } from "@playwright/test";

// Browser tests run against the production build, served by the same script as `npm start`.
const port = Number(process.env.E2E_PORT ?? 4173);
// The site-wide checks run a second time against nginx serving the same build, with the
// configuration the build writes for it (scripts/serve-nginx.ts), as the "nginx" project.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
const PHONE_SCREEN = { viewport: { width: 375, height: 740 }, hasTouch: true };

export default defineConfig({
  // Site-wide specs live in tests/e2e; each tool's browser test lives beside it as *.e2e.ts.
  testDir: ".",
  testMatch: ["tests/e2e/**/*.spec.ts", "app/tools/**/*.e2e.ts"],
  fullyParallel: true,
  // Three browsers on two cores: most of a test is waiting (the 500 ms cycle, the 1.5 s lookup, a
  // toast's time, the slow-phone profile), and with two workers the cores sat 60–75% idle. Tests do
  // not time passing states by the wall clock (withClockHeld), so a busier machine slows them, not
  // breaks them.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    permissions: ["clipboard-read", "clipboard-write"],
    // The service worker would answer requests from its cache and bypass page.route(); only
    // offline.spec.ts lets it run.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's Chromium, as its headless shell: Playwright's own browser download is not
      // available on these machines, and the shell (the same engine without the browser's own
      // layer) took a quarter less CPU than the full browser for the same tests.
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        // The site's pages send Cross-Origin-Opener-Policy: same-origin, so a page.goto() from
        // about:blank (a new tab or context, and between tests while the shared tab still waited
        // there) begins a new browsing context group in a new renderer process, which starts cold.
        // One process per site keeps the renderer (and its compiled scripts) across those starts:
        // a third less CPU a page load when every test began at about:blank (0031).
        "--process-per-site",
        // A stand-in microphone for the voice-over tests (the headless shell has no prompt to
        // answer: without the second flag it refuses every page as "not supported").
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  projects: [
    {
      // Listed first so that it starts first: its tests are slow by design (a CPU four times slower,
      // a 150 ms round trip) and mostly wait, so they overlap the rest instead of running alone at
      // the end, which they did as part of "desktop".
      name: "slow-phone",
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: ["tests/e2e/first-paint.spec.ts"],
    },
    {
      // Pages, Not Found, addresses and redirects, headers and policies, offline: from nginx.
      name: "nginx",
      use: { viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${nginxPort}` },
      testMatch: [
        "tests/e2e/pages.spec.ts",
        "tests/e2e/not-found.spec.ts",
        "tests/e2e/serving.spec.ts",
        "tests/e2e/request-line.spec.ts",
        "tests/e2e/security.spec.ts",
        "tests/e2e/offline.spec.ts",
      ],
    },
    {
      name: "mobile",
      use: PHONE_SCREEN,
      // Every route is checked at 375 px by accessibility.spec (axe, overflow, console) and the
      // site-wide layout specs.
      testMatch: [
        "tests/e2e/layout.spec.ts",
        "tests/e2e/pages.spec.ts",
        "tests/e2e/not-found.spec.ts",
        "tests/e2e/accessibility.spec.ts",
        "tests/e2e/fit.spec.ts",
      ],
    },
    {
      // The tool flows whose look depends on the width (tagged PHONE or PHONE_ONLY in
      // tests/e2e/support) run at 375 px; the rest of each flow is the same at any width and runs
      // at 1280 px only, which keeps the suite within its time budget on two cores.
      name: "phone",
      use: PHONE_SCREEN,
      testMatch: ["app/tools/**/*.e2e.ts"],
      grep: /@phone/,
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      // fit.spec is about a 375 px screen alone, and so is a test tagged PHONE_ONLY. offline.spec runs
      // in the "nginx" project only: the service worker saves the whole site in every one of its
      // tests, and what it saves is the same build from either server. The pages and Not Found specs
      // run at 1280 px against nginx and at 375 px against the Node server, which covers both
      // servers and both widths without a third run.
      testIgnore: [
        "tests/e2e/fit.spec.ts",
        "tests/e2e/offline.spec.ts",
        "tests/e2e/first-paint.spec.ts",
        "tests/e2e/pages.spec.ts",
        "tests/e2e/not-found.spec.ts",
      ],
      grepInvert: /@phone-only/,
    },
  ],
  webServer: [
    {
      command: "npm run serve",
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      // The server removes its copy of the build when it is stopped politely.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: "tsx scripts/serve-nginx.ts",
      env: { PORT: String(nginxPort) },
      url: `http://localhost:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      // nginx runs in the foreground under the script; both stop on SIGTERM.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
