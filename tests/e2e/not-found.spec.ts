import { expect, test } from "./shared-page";
import { open, watchErrors } from "./support";

for (const path of ["/does-not-exist", "/blog/no-such-post", "/instagram/no-such-tool?x=1"]) {
  test(`${path} answers 404 with the Not Found page and hydrates cleanly`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(page).toHaveTitle("Page Not Found | CreatorGrow");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    // The address bar keeps what the visitor typed.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    for (const [name, href] of [
      ["Home", "/"],
      ["Instagram Tools", "/instagram"],
      ["YouTube Tools", "/youtube"],
    ] as const) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The document's own 404 is logged by the browser; anything else is a real error.
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
}

test("links on the Not Found page work after hydration", async ({ page }) => {
  await open(page, "/blog/no-such-post");
  await page.getByRole("main").getByRole("link", { name: "YouTube Tools" }).click();
  await expect(page).toHaveURL(/\/youtube$/);
  await expect(page.getByRole("heading", { level: 1, name: "YouTube Tools" })).toBeVisible();
});
