import { expect, test } from "@playwright/test";
import { pathIn } from "~/lib/lang";
import { indexablePaths } from "~/site-pages";
import { toolByPath } from "~/tools/registry";
import { expectNoAxeViolations, misfits, open, watchErrors, watchViolations } from "./support";

// Every route at 375 px. At 1280 px, tool pages are left to their own specs, which run axe with
// results on screen; everything else is checked here at both widths. Each visit also fails on a
// Content-Security-Policy violation (an inline script the build did not hash) or a console warning.
// Hindi twins: every page that is not a tool (their frame is the tools' frame, which the English
// visits check), and the tools whose screens speak Hindi.
const HINDI_TOOLS = new Set([
  "/instagram/caption-generator",
  "/instagram/bio-generator",
  "/instagram/post-generator",
  "/instagram/idea-generator",
  "/youtube/idea-generator",
]);
const hindiTwins = [...indexablePaths(), "/does-not-exist"]
  .filter((path) => toolByPath(path) === undefined || HINDI_TOOLS.has(path))
  .map((path) => pathIn("hi", path));
for (const path of [...indexablePaths(), "/does-not-exist", ...hindiTwins]) {
  test(`${path}: no axe or CSP violations, no console errors or warnings, nothing past the screen or cut off`, async ({
    page,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) >= 768 && toolByPath(path) !== undefined, "covered by the tool's own spec");
    const errors = watchErrors(page, { warnings: true });
    const violations = await watchViolations(page);
    await open(page, path);
    await expectNoAxeViolations(page);
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
    expect(await misfits(page)).toEqual([]);
  });
}

test("the open mobile menu has no axe violations", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the menu exists below 768 px only");
  await open(page, "/");
  await page.locator("header summary").click();
  await expectNoAxeViolations(page);
});

test("a toast has no axe violations", async ({ page }) => {
  await open(page, "/instagram/hashtag-generator");
  await page.getByRole("button", { name: "Generate Hashtags" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
});
