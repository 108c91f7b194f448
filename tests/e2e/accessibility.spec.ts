import { expect, test } from "@playwright/test";
import { indexablePaths } from "~/lib/site-pages";
import { expectNoAxeViolations, open, watchErrors } from "./support";

for (const path of [...indexablePaths(), "/does-not-exist"]) {
  test(`${path}: no axe violations and no console errors`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, path);
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
}

test("the open mobile menu has no axe violations", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the menu exists below 768 px only");
  await open(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectNoAxeViolations(page);
});

test("a toast has no axe violations", async ({ page }) => {
  await open(page, "/instagram/hashtag-generator");
  await page.getByRole("button", { name: "Generate Hashtags" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
});
