import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The site-wide browser checks again, against nginx serving the same build with the configuration
// the build writes for it (scripts/serve-nginx.ts): pages, Not Found, addresses and redirects,
// headers and policies, offline. `npm run test:e2e:nginx`; `npm test` runs it after the main suite.
const port = Number(process.env.E2E_NGINX_PORT ?? 4174);

export default defineConfig({
  ...base,
  testMatch: [
    "tests/e2e/pages.spec.ts",
    "tests/e2e/not-found.spec.ts",
    "tests/e2e/serving.spec.ts",
    "tests/e2e/security.spec.ts",
    "tests/e2e/offline.spec.ts",
  ],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [{ name: "nginx", use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "tsx scripts/serve-nginx.ts",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    // nginx runs in the foreground under the script; both stop on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
