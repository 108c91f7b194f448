import { type Page, expect, test } from "@playwright/test";
import {
  BAD_INPUTS,
  expectMarkupInert,
  expectNoAxeViolations,
  expectToast,
  open,
  readClipboard,
} from "../../../tests/e2e/support";

const PATH = "/instagram/post-generator";

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

const results = (page: Page) => page.getByRole("region", { name: "Your post" });
const postText = (page: Page) => results(page).getByTestId("result-text");

async function generate(page: Page, topic: string) {
  await page.getByLabel("Post Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Post" }).click();
}

async function expectPost(page: Page) {
  await expect(results(page).getByRole("status")).toHaveText("Post ready.");
}

test("writes a post about the topic with emoji and hashtags after the loading cycle", async ({ page }) => {
  await generate(page, "  Street Food ");
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expectPost(page);
  const text = (await postText(page).textContent()) ?? "";
  expect(text).toContain("Street Food");
  // Five tags: the topic first, then four related ones from the topic map; never generic ones.
  const tags = text.split("\n\n").at(-1)?.split(" ") ?? [];
  expect(tags).toHaveLength(5);
  expect(tags[0]).toBe("#streetfood");
  for (const generic of ["#instadaily", "#trending", "#explorepage"]) expect(tags).not.toContain(generic);
  expect(text.split("\n\n")).toHaveLength(3);
  await expect(results(page).getByTestId("char-count")).toHaveText(`${Array.from(text).length} / 2,200 characters`);
  await expect(page.getByRole("button", { name: "Generate Post" })).toBeEnabled();
});

test("Copy Post copies the whole post and shows Copied!; a new post resets it", async ({ page }) => {
  await generate(page, "Monsoon Chai");
  await expectPost(page);
  const copy = results(page).getByRole("button", { name: "Copy Post" });
  await copy.click();
  expect(await readClipboard(page)).toBe(await postText(page).textContent());
  await expect(results(page).getByRole("button", { name: "Copied! Post" })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "Post copied to your clipboard.");

  await generate(page, "Diwali Outfits");
  await expectPost(page);
  await expect(postText(page)).toContainText("#diwalioutfits");
  await expect(results(page).getByRole("button", { name: "Copy Post" })).toHaveText("Copy Post");
});

for (const [name, value] of [
  ["empty", ""],
  ["whitespace", BAD_INPUTS.whitespace],
] as const) {
  test(`${name} topic: 'Oops!' / 'Please enter a topic for your post.'`, async ({ page }) => {
    await generate(page, value);
    await expectToast(page, "Oops!", "Please enter a topic for your post.");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });
}

test("an emoji-only topic still gets a post, with no generic hashtags", async ({ page }) => {
  await generate(page, BAD_INPUTS.emoji);
  await expectPost(page);
  const text = (await postText(page).textContent()) ?? "";
  expect(text).toContain(BAD_INPUTS.emoji);
  expect(text).not.toMatch(/#instadaily|#trending|#explorepage/);
});

test("markup in the topic is shown as text and never runs", async ({ page }) => {
  await generate(page, BAD_INPUTS.markup);
  await expectPost(page);
  await expect(postText(page)).toContainText(BAD_INPUTS.markup);
  await expect(postText(page)).toContainText("#imgsrcxonerrorwindow__pwned1");
  await expectMarkupInert(page);
});

test("a 10,000-character topic wraps inside the page and is flagged as over the limit", async ({ page }) => {
  await generate(page, BAD_INPUTS.long);
  await expectPost(page);
  await expect(results(page).getByTestId("char-count")).toContainText("over the limit by");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await generate(page, "Sunday brunch");
  await expectPost(page);
  await expectNoAxeViolations(page);
});
