import { type Page, expect, test } from "@playwright/test";
import { BAD_INPUTS, expectMarkupInert, expectNoAxeViolations, expectToast, open, readClipboard } from "./support";

const PATH = "/instagram/hashtag-generator";

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

async function generate(page: Page, keyword: string) {
  await page.getByLabel("Keyword").fill(keyword);
  await page.getByRole("button", { name: "Generate Hashtags" }).click();
}

test("turns a keyword into 30 hashtags after the loading cycle", async ({ page }) => {
  await generate(page, "  Street Food ");
  const button = page.getByRole("button", { name: "Generating..." });
  await expect(button).toBeDisabled();
  const tags = page.getByRole("list").filter({ hasText: "#streetfood" }).getByRole("listitem");
  await expect(tags).toHaveCount(30);
  await expect(tags.nth(0)).toHaveText("#streetfood");
  await expect(tags.nth(1)).toHaveText("#streetfoodlove");
  await expect(tags.nth(5)).toHaveText("#streetfoodindia");
  await expect(page.getByRole("status").filter({ hasText: "30 hashtags ready." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Hashtags" })).toBeEnabled();
});

test("Copy All copies 30 space-separated tags, shows Copied! for 3 s and toasts", async ({ page }) => {
  await generate(page, "travel");
  const copyAll = page.getByRole("button", { name: "Copy all 30 hashtags" });
  await copyAll.click();
  const text = await readClipboard(page);
  expect(text.split(" ")).toHaveLength(30);
  expect(text.startsWith("#travel #travellove #travellife")).toBe(true);
  await expect(page.getByRole("button", { name: "Copied! all 30 hashtags" })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "30 hashtags copied to your clipboard.");
  await expect(copyAll).toHaveText("Copy All", { timeout: 4_000 });
});

test("Copy top 5 copies the five most specific tags; only one button shows Copied!", async ({ page }) => {
  await generate(page, "travel");
  await page.getByRole("button", { name: "Copy all 30 hashtags" }).click();
  const top = page.getByRole("button", { name: "Copy top 5 hashtags" });
  await top.click();
  expect(await readClipboard(page)).toBe("#travel #travellove #travellife #travelphotography #travelstyle");
  await expect(page.getByRole("button", { name: "Copied! top 5 hashtags" })).toHaveText("Copied!");
  await expect(page.getByRole("button", { name: "Copy all 30 hashtags" })).toHaveText("Copy All");
  await expect(page.getByText(/Instagram now allows up to 5 hashtags per post/)).toBeVisible();
});

test("a new generation clears the copied state and the old result", async ({ page }) => {
  await generate(page, "travel");
  await page.getByRole("button", { name: "Copy all 30 hashtags" }).click();
  await generate(page, "food");
  await expect(page.getByText("#travel", { exact: true })).toHaveCount(0);
  await expect(page.getByText("#food", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy all 30 hashtags" })).toHaveText("Copy All");
});

for (const [name, value] of [
  ["empty", ""],
  ["whitespace", BAD_INPUTS.whitespace],
  ["emoji only", BAD_INPUTS.emoji],
] as const) {
  test(`${name} keyword: 'Oops!' / 'Please enter a keyword.'`, async ({ page }) => {
    await generate(page, value);
    await expectToast(page, "Oops!", "Please enter a keyword.");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^#/ })).toHaveCount(0);
  });
}

test("markup is reduced to hashtag characters and never runs", async ({ page }) => {
  await generate(page, BAD_INPUTS.markup);
  await expect(page.getByText("#imgsrcxonerrorwindow__pwned1", { exact: true })).toBeVisible();
  await expectMarkupInert(page);
});

test("a 10,000-character keyword still gives 30 tags that wrap inside the page", async ({ page }) => {
  await generate(page, BAD_INPUTS.long);
  await expect(page.getByRole("status").filter({ hasText: "30 hashtags ready." })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await generate(page, "fitness");
  await expect(page.getByRole("status").filter({ hasText: "30 hashtags ready." })).toBeVisible();
  await expectNoAxeViolations(page);
});
