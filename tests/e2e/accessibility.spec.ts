import { expect, test } from "./shared-page";
import { langOf, pathIn } from "~/lib/lang/lang";
import { indexablePaths } from "~/site-pages";
import { toolByPath } from "~/tools/registry";
import { expectNoAxeViolations, misfits, open, watchErrors, watchViolations } from "./support";

// Every route at 375 px, in both languages. At 1280 px, tool pages are left to their own specs,
// which run axe with results on screen, and the Hindi twins to their English pages (the same frame
// and screens at that width; their longer words are checked where they are tightest, at 375 px).
// Each visit also fails on a Content-Security-Policy violation (an inline script the build did not
// hash) or a console warning. Colour contrast (two thirds of a scan's CPU) is judged once for each
// set of colours: no class in the app changes a colour with the width, so a tool page's colours are
// judged at 1280 px by its own spec, with its results on screen, and a Hindi twin's by its English
// page here (the same components and classes): 17 s of CPU a run for the 46 Hindi pages alone.
const englishPaths = [...indexablePaths(), "/does-not-exist"];
const hindiTwins = englishPaths.map((path) => pathIn("hi", path));
for (const path of [...englishPaths, ...hindiTwins]) {
  test.describe(path, () => {
    // Decided from the project's width alone, before the test gets a tab: a skipped visit costs
    // nothing (about 0.15 s of CPU each for 79 of them at 1280 px, when decided inside the test).
    const tool = toolByPath(path) !== undefined;
    const hindi = langOf(path) === "hi";
    test.skip(
      ({ viewport }) => (viewport?.width ?? 0) >= 768 && (tool || hindi),
      "covered by the tool's own spec or its English twin at this width",
    );
    test(`${path}: no axe or CSP violations, no console errors or warnings, nothing past the screen or cut off`, async ({
      page,
    }) => {
      const errors = watchErrors(page, { warnings: true });
      const violations = await watchViolations(page);
      await open(page, path);
      await expectNoAxeViolations(page, { colours: !hindi && !tool });
      expect(await violations()).toEqual([]);
      expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
      expect(await misfits(page)).toEqual([]);
    });
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
