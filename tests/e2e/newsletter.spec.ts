import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page";
import { open } from "./support";

const ENDPOINT = "/test-newsletter-endpoint";

/**
 * The built site has no newsletter endpoint configured. These tests serve the production bundle
 * with its configuration chunk rewritten to name a local endpoint, and answer that endpoint here.
 */
async function configureEndpoint(page: Page): Promise<void> {
  // Whichever chunk holds the configuration gets the endpoint; the success and failure tests below
  // would fail on "sign-ups open soon" if none did.
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const original = await (await route.fetch()).text();
    const body = original.replace("newsletterEndpoint:null", `newsletterEndpoint:${JSON.stringify(ENDPOINT)}`);
    await route.fulfill({ status: 200, contentType: "text/javascript", body });
  });
}

// The page fetches chunks after it has loaded (the service worker's registration, when idle); one
// still in the handler above when a test ends must not fail the run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

async function subscribe(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
}

test("with an endpoint, the address is posted as JSON and success is reported", async ({ page }) => {
  await configureEndpoint(page);
  const posted: unknown[] = [];
  await page.route(ENDPOINT, async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, json: { ok: true } });
  });
  await open(page, "/blog");
  await subscribe(page, " priya@example.com ");
  await expect(page.getByText("You're subscribed! Look out for our next e-mail.")).toBeVisible();
  expect(posted).toEqual([{ email: "priya@example.com" }]);
  await expect(page.getByLabel("Email address")).toHaveValue("");
});

test("a failing endpoint is reported truthfully", async ({ page }) => {
  await configureEndpoint(page);
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, body: "nope" }));
  await open(page, "/blog");
  await subscribe(page, "priya@example.com");
  await expect(
    page.getByText("Sorry, we couldn't sign you up just now. Please try again in a little while."),
  ).toBeVisible();
  await expect(page.getByText(/You're subscribed/)).toHaveCount(0);
  await expect(page.getByLabel("Email address")).toHaveValue("priya@example.com");
});

test("an unreachable endpoint says to check the connection", async ({ page }) => {
  await configureEndpoint(page);
  await page.route(ENDPOINT, (route) => route.abort("internetdisconnected"));
  await open(page, "/blog");
  await subscribe(page, "priya@example.com");
  await expect(
    page.getByText("We couldn't reach the newsletter service. Check your connection and try again."),
  ).toBeVisible();
});

test("an invalid address is never posted", async ({ page }) => {
  await configureEndpoint(page);
  let calls = 0;
  await page.route(ENDPOINT, (route) => {
    calls++;
    return route.fulfill({ status: 200 });
  });
  await open(page, "/blog");
  await subscribe(page, "not-an-email");
  await expect(page.getByText(/doesn't look like an e-mail address/)).toBeVisible();
  expect(calls).toBe(0);
});
