import { type Page, expect, test } from "@playwright/test";
import { BAD_INPUTS, expectMarkupInert, expectNoAxeViolations, expectToast, open, readClipboard } from "./support";

const PATH = "/youtube/hashtag-generator";
const CHAI_TAGS = [
  "#masalachai",
  "#masalachaitutorial",
  "#masalachaitips",
  "#masalachai2025",
  "#youtubetutorial",
  "#videoediting",
  "#contentcreator",
  "#youtubegrowth",
  "#howtomake",
  "#viralvideo",
];

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

async function generate(page: Page, topic: string) {
  await page.getByLabel("Video Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Hashtags" }).click();
}

const chips = (page: Page) => page.getByRole("region", { name: "Your hashtags" }).getByRole("listitem");

test("turns a topic into 10 hashtag chips after the loading cycle", async ({ page }) => {
  await generate(page, "  Masala  Chai ");
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(chips(page)).toHaveText(CHAI_TAGS);
  await expect(page.getByRole("status").filter({ hasText: "10 hashtags ready." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Hashtags" })).toBeEnabled();
});

test("Copy All Hashtags copies space-separated tags, toasts and shows Copied! for 3 s", async ({ page }) => {
  await generate(page, "Masala Chai");
  const copyAll = page.getByRole("button", { name: "Copy All Hashtags" });
  await copyAll.click();
  expect(await readClipboard(page)).toBe(CHAI_TAGS.join(" "));
  await expect(page.getByRole("button", { name: "Copied! All Hashtags" })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "10 hashtags copied to your clipboard.");
  await expect(copyAll).toHaveText("Copy All Hashtags", { timeout: 4_000 });
});

test("a new generation clears the copied state and the old tags", async ({ page }) => {
  await generate(page, "Masala Chai");
  await page.getByRole("button", { name: "Copy All Hashtags" }).click();
  await expect(page.getByRole("button", { name: "Copied! All Hashtags" })).toHaveText("Copied!");
  await generate(page, "cricket");
  await expect(chips(page).first()).toHaveText("#cricket");
  await expect(page.getByText("#masalachai", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Copy All Hashtags" })).toHaveText("Copy All Hashtags");
});

test("a topic that repeats a fixed tag gives 9 unique tags", async ({ page }) => {
  await generate(page, "YouTube");
  await expect(chips(page)).toHaveCount(9);
  await expect(page.getByText("#youtubetutorial", { exact: true })).toHaveCount(1);
});

for (const [name, value] of [
  ["empty", ""],
  ["whitespace", BAD_INPUTS.whitespace],
  ["emoji only", BAD_INPUTS.emoji],
] as const) {
  test(`${name} topic: 'Oops!' / 'Please enter a video topic.'`, async ({ page }) => {
    await generate(page, value);
    await expectToast(page, "Oops!", "Please enter a video topic.");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your hashtags" })).toHaveCount(0);
  });
}

test("markup is reduced to hashtag characters and never runs", async ({ page }) => {
  await generate(page, BAD_INPUTS.markup);
  await expect(chips(page).first()).toHaveText("#imgsrcxonerrorwindow__pwned1");
  await expectMarkupInert(page);
});

test("a 10,000-character topic still gives 10 tags that wrap inside the page", async ({ page }) => {
  await generate(page, BAD_INPUTS.long);
  await expect(page.getByRole("status").filter({ hasText: "10 hashtags ready." })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await generate(page, "cricket highlights");
  await expect(page.getByRole("status").filter({ hasText: "10 hashtags ready." })).toBeVisible();
  await expectNoAxeViolations(page);
});
