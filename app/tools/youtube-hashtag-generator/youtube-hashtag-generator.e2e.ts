import { type Page, expect, test } from "@playwright/test";
import {
  BAD_INPUTS,
  expectMarkupInert,
  expectNoAxeViolations,
  expectToast,
  open,
  readClipboard,
} from "../../../tests/e2e/support";

const PATH = "/youtube/hashtag-generator";
// The spec's four topic tags (the year is the visitor's own), then six from the topic map.
const CHAI_TAGS = [
  "#masalachai",
  "#masalachaitutorial",
  "#masalachaitips",
  `#masalachai${new Date().getFullYear()}`,
  "#chai",
  "#chaipecharcha",
  "#chaitime",
  "#tea",
  "#chaiwala",
  "#cuttingchai",
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

test("never repeats a tag, even when the topic is itself a common tag", async ({ page }) => {
  await generate(page, "YouTube");
  await expect(chips(page).first()).toHaveText("#youtube");
  const tags = await chips(page).allTextContents();
  expect(new Set(tags).size).toBe(tags.length);
  expect(tags.length).toBeLessThanOrEqual(10);
});

test("a shared link answers at once and fills the form", async ({ page }) => {
  await open(page, `${PATH}?topic=masala%20chai`);
  await expect(page.getByLabel("Video Topic")).toHaveValue("masala chai");
  await expect(chips(page)).toHaveText(CHAI_TAGS);
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

test("a 10,000-character topic is cut, said so, and still gives tags that wrap inside the page", async ({ page }) => {
  await generate(page, BAD_INPUTS.long);
  await expect(page.getByRole("status").filter({ hasText: /^\d+ hashtags? ready\.$/ })).toBeVisible();
  await expectToast(page, "Heads up", "Video Topic was cut to its first 100 characters.");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await generate(page, "cricket highlights");
  await expect(page.getByRole("status").filter({ hasText: "10 hashtags ready." })).toBeVisible();
  await expectNoAxeViolations(page);
});
